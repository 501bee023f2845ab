import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storefrontLoader, withStorefront } from '../../testing/storefront-story';
import { ShopAllBoxesPage } from './shop-all-boxes-page';

const meta = {
  title: 'Storefront/Pages/ShopAllBoxesPage',
  component: ShopAllBoxesPage,
  loaders: [storefrontLoader],
  decorators: [withStorefront],
  parameters: { storefront: { path: '/shop-all-boxes' } },
} satisfies Meta<typeof ShopAllBoxesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The brand's shop-all-boxes page from the content service (`npm start` runs the sandbox):
 * title, home button, a SELECT tile per box style and the product-type picker.
 */
export const ShopAllBoxes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const selects = canvas.getAllByRole('link', { name: /^(SELECT|AUSWÄHLEN)$/ });
    // Seven box style tiles and seven picker cards.
    await expect(selects).toHaveLength(14);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};
