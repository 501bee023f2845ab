import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { playPageUnlessNotFound, storefrontStory } from '../../testing/storefront-story';
import { BlogPage } from './blog-page';

const meta = {
  title: 'Storefront/Pages/BlogPage',
  component: BlogPage,
  ...storefrontStory({ path: '/blog' }),
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blog: its intro and the posts, newest first. Kartonwerk has no blog (not found). */
export const Blog: Story = {
  play: playPageUnlessNotFound(async ({ canvas }) => {
    const posts = await canvas.findByRole('list', { name: 'Latest posts' }, { timeout: 5000 });
    await expect(within(posts).getAllByRole('article').length).toBeGreaterThanOrEqual(2);
  }),
};
