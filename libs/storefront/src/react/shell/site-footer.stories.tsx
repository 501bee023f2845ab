import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { playOnCanvas, storefrontStory } from '../testing/storefront-story';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Storefront/SiteFooter',
  component: SiteFooter,
  ...storefrontStory(),
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quick links About, Blog, Reviews, Contact Us, Refund Policy and the brand line. */
export const QuickLinks: Story = {
  play: playOnCanvas(async (canvas, { globals }) => {
    await expect(
      canvas.getByText(/All rights reserved|Alle Rechte vorbehalten/),
    ).toBeInTheDocument();
    if ((globals['brand'] ?? 'boxup') === 'kartonwerk') return;
    const links = within(canvas.getByRole('navigation', { name: 'Quick links' })).getAllByRole(
      'link',
    );
    await expect(links.map((link) => link.textContent)).toEqual([
      'About',
      'Blog',
      'Reviews',
      'Contact Us',
      'Refund Policy',
    ]);
  }),
};
