import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { partnerStore } from '../../lib/variants/partner-store';
import { showroomStore } from '../../lib/variants/showroom-store';
import { DEMO_CUSTOMER } from '../testing/sign-in';
import { setUpStorefrontSandbox } from '../testing/storefront-sandbox';

// The header against the in-process sandbox: its main links are the content service's header
// menu; below 1024 px they sit behind a Menu button (jsdom applies no CSS, so both the bar's
// links and the button are in the tree; the menu's panel is `hidden` until opened).
const sandbox = setUpStorefrontSandbox(createTestSandbox, { asyncUtilTimeout: 10_000 });

/** The bar's main navigation (the first one; the menu's copy is hidden until opened). */
async function mainNavigation(name = 'Main') {
  const [bar] = await screen.findAllByRole('navigation', { name });
  return bar!;
}

describe('the header menu button', () => {
  it('opens the links with the keyboard, moves focus in, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    await sandbox.render('/');
    const button = await screen.findByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const menuMain = within(panel!).getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(menuMain).getAllByRole('link')[0]).toHaveFocus());
    expect(within(panel!).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    // The cart stays in the bar, outside the menu.
    expect(within(panel!).queryByRole('link', { name: /^Cart/ })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', {
        name: 'Cart',
      }),
    ).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('closes when a link in it is followed', async () => {
    const user = userEvent.setup();
    const { router } = await sandbox.render('/');
    const button = await screen.findByRole('button', { name: 'Menu' });
    await user.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    await user.click(await within(panel).findByRole('link', { name: 'Template Maker' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/template-maker'));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(panel).not.toBeVisible();
  });

  it('says Menü in German', async () => {
    await sandbox.render('/', { variant: partnerStore });
    expect(await screen.findByRole('button', { name: 'Menü' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('the signed-in account menu', () => {
  it('keeps the account links behind "Account": opens, moves focus in, Escape closes, Log Out signs out', async () => {
    const user = userEvent.setup();
    const view = await sandbox.render('/');
    await view.identity.signIn(DEMO_CUSTOMER);
    const account = screen.getByRole('navigation', { name: 'Account' });
    const button = await within(account).findByRole('button', { name: 'Account' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    // Only the cart (and the menu button) stay in the bar.
    expect(within(account).queryByRole('link', { name: 'My Account' })).toBeNull();
    expect(within(account).getByRole('link', { name: 'Cart' })).toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Account', '/my-info'],
      ['My Orders', '/my-orders'],
      ['My Designs', '/my-designs'],
    ]);
    await waitFor(() => expect(links[0]).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(panel).getByRole('button', { name: 'Log Out' }));
    expect(
      await within(screen.getByRole('navigation', { name: 'Account' })).findByRole('link', {
        name: 'Log In',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
  });
});

describe('the header menu from the content service', () => {
  it('shows the store’s menu in its order (default store)', async () => {
    await sandbox.render('/');
    const main = await mainNavigation();
    await waitFor(() =>
      expect(
        within(main)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Shop All Boxes', '/shop-all-boxes'],
        ['$1 Samples', '/shop-all-sample-boxes'],
        ['Mailer Boxes', '/product-collection/mailer-boxes'],
        ['Template Maker', '/template-maker'],
        ['Artwork Guidelines', '/view/artwork-guidelines'],
        ['Help & FAQ', '/view/faq'],
        ['Blog', '/blog'],
      ]),
    );
  });

  it('leaves out the links to pages the partner does not compose (Über Kartonwerk)', async () => {
    await sandbox.render('/', { variant: partnerStore });
    const main = await mainNavigation('Hauptmenü');
    await waitFor(() =>
      expect(
        within(main)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/shop-all-boxes', '/template-maker', '/template-designer', '/download-artwork']),
    );
    expect(screen.queryByRole('link', { name: 'Über Kartonwerk' })).toBeNull();
  });

  it('keeps the showroom’s linkID on every menu link', async () => {
    await sandbox.render('/?linkID=SR-31', { variant: showroomStore });
    const main = await mainNavigation();
    await within(main).findByRole('link', { name: 'About YBD' });
    for (const link of within(main).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/\?linkID=SR-31$/);
    }
  });
});

describe('the brand logo', () => {
  it.each([
    ['default', undefined, 'BoxUp', 'boxup'],
    ['partner', partnerStore, 'Kartonwerk', 'kartonwerk'],
  ] as const)(
    'draws the logo the %s app passes, named by the brand, as the home link',
    async (_, variant, brandName, drawing) => {
      await sandbox.render('/', variant ? { variant } : {});
      const logo = await within(screen.getByRole('banner')).findByRole('img', { name: brandName });
      expect(logo).toHaveAttribute('data-logo', drawing);
      expect(logo.closest('a')).toHaveAttribute('href', '/');
    },
  );

  it('names the brand in text where its logo switch is off (showroom)', async () => {
    await sandbox.render('/', { variant: showroomStore });
    const home = await screen.findByRole('link', { name: 'YBD Showroom home' });
    expect(within(home).queryByRole('img')).toBeNull();
    expect(home).toHaveTextContent('YBD Showroom');
  });
});
