import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section } from './section';

const meta = {
  title: 'UI kit/Section',
  component: Section,
  args: {
    heading: 'Order summary',
    children: <p className="text-ink-muted">Subtotal, shipping and tax of the order.</p>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part of a page: a region named by its level-2 heading. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toBeVisible();
  },
};

/** Framed as a card, as the account forms and the order totals are. */
export const Framed: Story = { args: { framed: true, heading: 'Password' } };

/** A page's own content under its level-1 heading. */
export const PageLevel: Story = { args: { level: 1, heading: 'My Info' } };
