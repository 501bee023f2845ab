import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { playPageUnlessNotFound, storefrontStory } from '../../testing/storefront-story';
import { BlogPostPage } from './blog-post-page';

const meta = {
  title: 'Storefront/Pages/BlogPostPage',
  component: BlogPostPage,
  ...storefrontStory({ path: '/blog/post/thoughtful-usage-and-consumption' }),
} satisfies Meta<typeof BlogPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One post with its date line. Kartonwerk has no blog (not found). */
export const Post: Story = {
  play: playPageUnlessNotFound(async ({ canvas }) => {
    await expect(canvas.getByText(/^Updated /)).toBeInTheDocument();
  }),
};
