import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { playOnCanvas, storefrontStory } from '../testing/storefront-story';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Storefront/SiteHeader',
  component: SiteHeader,
  ...storefrontStory(),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Log In and the cart link where the brand shows them. */
export const SignedOut: Story = {
  args: { isSignedIn: false },
  play: playOnCanvas(async (canvas, { globals }) => {
    await expect(canvas.getByRole('navigation', { name: /Main|Hauptmenü/ })).toBeInTheDocument();
    if ((globals['brand'] ?? 'boxup') === 'boxup') {
      await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
      await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    }
  }),
};

/** A signed-in customer: My Account and Log Out in the "Account" menu. */
export const SignedIn: Story = {
  args: { isSignedIn: true, onLogOut: fn() },
  play: async ({ canvasElement, args, globals }) => {
    if ((globals['brand'] ?? 'boxup') !== 'boxup') return;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await expect(canvas.getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/my-info',
    );
    await expect(canvas.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
};

/**
 * The phone header (below 1024 px): logo, Menu button and the cart link on one row; the
 * menu opens with the keyboard, takes focus, and Escape closes it and returns focus.
 */
export const PhoneMenu: Story = {
  args: { isSignedIn: false },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: playOnCanvas(async (canvas, { canvasElement, globals }) => {
    const brand = (globals['brand'] ?? 'boxup') as string;
    const menuName = brand === 'kartonwerk' ? 'Menü' : 'Menu';
    const button = await canvas.findByRole('button', { name: menuName });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = canvasElement.ownerDocument.getElementById(
      button.getAttribute('aria-controls') ?? '',
    );
    await expect(panel).not.toBeNull();
    await expect(panel).not.toBeVisible();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await waitFor(() =>
      expect(within(panel!).getAllByRole('link')[0]).toBe(
        canvasElement.ownerDocument.activeElement,
      ),
    );
    if (brand === 'boxup') {
      await expect(within(panel!).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
      await expect(within(panel!).queryByRole('link', { name: /^Cart/ })).toBeNull();
    }
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();
    await waitFor(() => expect(button).toHaveFocus());
  }),
};
