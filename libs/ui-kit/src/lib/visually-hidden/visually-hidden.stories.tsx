import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'UI kit/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IconButtonName: Story = {
  render: () => (
    <button type="button" className="rounded-brand border-ink-muted border p-2">
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
        <path d="M7 3h6l1 2h3v2H3V5h3l1-2Zm-2 5h10l-1 9H6L5 8Z" />
      </svg>
      <VisuallyHidden>Remove Mailer box from cart</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Remove Mailer box from cart' }),
    ).toBeInTheDocument();
  },
};
