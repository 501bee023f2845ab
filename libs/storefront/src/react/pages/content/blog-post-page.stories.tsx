import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  findPageHeadingUnlessNotFound,
  storefrontLoader,
  withStorefront,
} from '../../testing/storefront-story';
import { BlogPostPage } from './blog-post-page';

const meta = {
  title: 'Storefront/Pages/BlogPostPage',
  component: BlogPostPage,
  loaders: [storefrontLoader],
  decorators: [withStorefront],
  parameters: { storefront: { path: '/blog/post/thoughtful-usage-and-consumption' } },
} satisfies Meta<typeof BlogPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One post with its date line. Kartonwerk has no blog (not found). */
export const Post: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const heading = await findPageHeadingUnlessNotFound(canvasElement, globals);
    if (!heading) return;
    await expect(canvas.getByText(/^Updated /)).toBeInTheDocument();
  },
};
