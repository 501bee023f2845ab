import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessTile } from './process-tile';
import { withCatalogProviders } from './testing/with-catalog-providers';

const meta = {
  title: 'Catalog/ProcessTile',
  component: ProcessTile,
} satisfies Meta<typeof ProcessTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four steps of 'Our Process'. */
export const Default: Story = {
  decorators: [withCatalogProviders()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Our Process' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** In German. */
export const German: Story = {
  decorators: [withCatalogProviders({ language: 'de' })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Unser Ablauf' }),
    ).toBeVisible();
  },
};
