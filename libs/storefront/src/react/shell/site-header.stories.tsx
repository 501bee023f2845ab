import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storefrontLoader, withStorefront } from '../testing/storefront-story';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Storefront/SiteHeader',
  component: SiteHeader,
  loaders: [storefrontLoader],
  decorators: [withStorefront],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Log In and the cart link where the brand shows them. */
export const SignedOut: Story = {
  args: { isSignedIn: false },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: /Main|Hauptmenü/ })).toBeInTheDocument();
    if ((globals['brand'] ?? 'boxup') === 'boxup') {
      await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
      await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    }
  },
};

/** A signed-in customer: My Account and Log Out. */
export const SignedIn: Story = {
  args: { isSignedIn: true, onLogOut: fn() },
  play: async ({ canvasElement, args, globals }) => {
    if ((globals['brand'] ?? 'boxup') !== 'boxup') return;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/my-info',
    );
    await expect(canvas.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
};
