import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  findPageHeadingUnlessNotFound,
  storefrontLoader,
  withStorefront,
} from '../../testing/storefront-story';
import { BlogPage } from './blog-page';

const meta = {
  title: 'Storefront/Pages/BlogPage',
  component: BlogPage,
  loaders: [storefrontLoader],
  decorators: [withStorefront],
  parameters: { storefront: { path: '/blog' } },
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blog: its intro and the posts, newest first. Kartonwerk has no blog (not found). */
export const Blog: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const heading = await findPageHeadingUnlessNotFound(canvasElement, globals);
    if (!heading) return;
    const posts = await canvas.findByRole('list', { name: 'Latest posts' }, { timeout: 5000 });
    await expect(within(posts).getAllByRole('article').length).toBeGreaterThanOrEqual(2);
  },
};
