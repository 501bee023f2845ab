import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { playPageUnlessNotFound, storefrontStory } from '../../testing/storefront-story';
import { ShopAllSampleBoxesPage } from './shop-all-sample-boxes-page';

const meta = {
  title: 'Storefront/Pages/ShopAllSampleBoxesPage',
  component: ShopAllSampleBoxesPage,
  ...storefrontStory({ path: '/shop-all-sample-boxes' }),
} satisfies Meta<typeof ShopAllSampleBoxesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * '$1 Sample Boxes': six cards with SELECT and the three-samples rule. Kartonwerk sells no
 * samples, so its store shows the not-found page.
 */
export const SampleBoxes: Story = {
  play: playPageUnlessNotFound(async ({ canvas, heading }) => {
    await expect(heading).toHaveTextContent('$1 Sample Boxes');
    await expect(canvas.getByText(/up to three \$1 samples/)).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'SELECT' })).toHaveLength(6);
  }),
};
