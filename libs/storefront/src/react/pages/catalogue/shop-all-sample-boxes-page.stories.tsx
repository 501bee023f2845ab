import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  findPageHeadingUnlessNotFound,
  storefrontLoader,
  withStorefront,
} from '../../testing/storefront-story';
import { ShopAllSampleBoxesPage } from './shop-all-sample-boxes-page';

const meta = {
  title: 'Storefront/Pages/ShopAllSampleBoxesPage',
  component: ShopAllSampleBoxesPage,
  loaders: [storefrontLoader],
  decorators: [withStorefront],
  parameters: { storefront: { path: '/shop-all-sample-boxes' } },
} satisfies Meta<typeof ShopAllSampleBoxesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * '$1 Sample Boxes': six cards with SELECT and the three-samples rule. Kartonwerk sells no
 * samples, so its store shows the not-found page.
 */
export const SampleBoxes: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const heading = await findPageHeadingUnlessNotFound(canvasElement, globals);
    if (!heading) return;
    await expect(heading).toHaveTextContent('$1 Sample Boxes');
    await expect(canvas.getByText(/up to three \$1 samples/)).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'SELECT' })).toHaveLength(6);
  },
};
