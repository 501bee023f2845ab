import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storefrontLoader, withStorefront } from '../testing/storefront-story';
import { HomePage } from './home-page';

const meta = {
  title: 'Storefront/Pages/HomePage',
  component: HomePage,
  loaders: [storefrontLoader],
  decorators: [withStorefront],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's hero, selling points and box styles; switch brands in the toolbar. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(10);
  },
};
