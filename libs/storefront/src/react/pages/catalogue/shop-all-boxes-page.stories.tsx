import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { playOnCanvas, storefrontStory } from '../../testing/storefront-story';
import { ShopAllBoxesPage } from './shop-all-boxes-page';

const meta = {
  title: 'Storefront/Pages/ShopAllBoxesPage',
  component: ShopAllBoxesPage,
  ...storefrontStory({ path: '/shop-all-boxes' }),
} satisfies Meta<typeof ShopAllBoxesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The brand's shop-all-boxes page from the content service (`npm start` runs the sandbox):
 * title, home button, a SELECT tile per box style and the product-type picker.
 */
export const ShopAllBoxes: Story = {
  play: playOnCanvas(async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const selects = canvas.getAllByRole('link', { name: /^(SELECT|AUSWÄHLEN)$/ });
    // Seven box style tiles and seven picker cards.
    await expect(selects).toHaveLength(14);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  }),
};
