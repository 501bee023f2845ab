import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultStore } from '../lib/variants/default-store';
import { partnerStore } from '../lib/variants/partner-store';
import { showroomStore } from '../lib/variants/showroom-store';
import { fullStoreRoutes } from './routes/full-store-routes';
import { useSnackbarStore } from './snackbar-store';
import { setUpStorefrontSandbox } from './testing/storefront-sandbox';
import { logInAfterRedirect, logOut } from './testing/sign-in';

// Pages load their code and content on demand; a busy machine needs more than a second.
const sandbox = setUpStorefrontSandbox(createTestSandbox, { asyncUtilTimeout: 5000 });

describe('brand home pages', () => {
  it('renders the default brand with its heading, title and every key translated', async () => {
    const { missingKeys } = await sandbox.render('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Custom printed boxes that ship your brand',
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('BoxUp | Custom printed boxes, from one to thousands'),
    );
    expect(screen.getByRole('link', { name: 'BoxUp home' })).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it('renders the partner brand in German and leads with the template maker', async () => {
    const { missingKeys } = await sandbox.render('/', { variant: partnerStore });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ihre Schachtel, millimetergenau gestaltet',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Stanzkontur erstellen' }),
    ).toHaveAttribute('href', '/template-maker');
    expect(missingKeys).toEqual([]);
  });
});

describe('not-found', () => {
  it('renders for unknown paths with a Back to Homepage button that goes home', async () => {
    const user = userEvent.setup();
    const { router } = await sandbox.render('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: "We couldn't find the page." }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Homepage' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('is what the partner app shows for /cart, which it does not compose', async () => {
    await sandbox.render('/cart', { variant: partnerStore });
    expect(
      await screen.findByRole('heading', { name: 'Wir konnten die Seite nicht finden.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeInTheDocument();
  });
});

describe('header switches', () => {
  it('shows Log In and the cart link in the default store', async () => {
    await sandbox.render('/');
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('hides cart link, account links, login and the store logo in the showroom', async () => {
    await sandbox.render('/', { variant: showroomStore });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'YBD Showroom' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'YBD Showroom home' })).toHaveTextContent(
      'YBD Showroom',
    );
  });

  it('shows no cart or login link in the partner app because it composes neither route', async () => {
    await sandbox.render('/', { variant: partnerStore });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Warenkorb' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('has the quick links About, Blog, Reviews, Contact Us, Refund Policy', async () => {
    await sandbox.render('/');
    const footer = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About', '/view/about'],
      ['Blog', '/view/blog'],
      ['Reviews', '/view/reviews'],
      ['Contact Us', '/view/contact'],
      ['Refund Policy', '/policy/refund-policy'],
    ]);
  });
});

describe('showroom linkID', () => {
  it('keeps linkID across two navigations through the shell', async () => {
    const user = userEvent.setup();
    const { router } = await sandbox.render('/?linkID=SR-204', { variant: showroomStore });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('link', { name: 'Browse the collection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-all-boxes'));
    expect(router.state.location.search).toBe('?linkID=SR-204');
    await user.click(await screen.findByRole('link', { name: 'Back to the Showroom' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?linkID=SR-204');
  });

  it('puts linkID back when a navigation from outside the shell drops it', async () => {
    const { router } = await sandbox.render('/?linkID=SR-204', { variant: showroomStore });
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/cart'));
    await waitFor(() => expect(router.state.location.search).toBe('?linkID=SR-204'));
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('is not added by the default store', async () => {
    const user = userEvent.setup();
    const { router } = await sandbox.render('/?linkID=SR-204');
    await screen.findByRole('heading', { level: 1 });
    await user.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Shop all boxes' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-all-boxes'));
    expect(router.state.location.search).toBe('');
  });
});

describe('page titles', () => {
  it('sets the brand title and description of a named page', async () => {
    await sandbox.render('/cart', { variant: showroomStore });
    await screen.findByRole('heading', { level: 1, name: 'Your cart' });
    await waitFor(() => expect(document.title).toBe('Your Selection | YBD Showroom'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The boxes you selected in the showroom, with quantities, pricing and a shipping estimate.',
    );
  });

  it('sends visitors from an account page to /login and back after they sign in', async () => {
    const user = userEvent.setup();
    const { router, missingKeys } = await sandbox.render('/my-orders');
    await logInAfterRedirect(user, router, '/my-orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Logged in successfully');
    const account = screen.getByRole('navigation', { name: 'Account' });
    await user.click(within(account).getByRole('button', { name: 'Account' }));
    expect(within(account).getByRole('link', { name: 'My Account' })).toBeInTheDocument();
    expect(within(account).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    await logOut(user, router);
    expect(missingKeys).toEqual([]);
  }, 30_000);

  it.each(fullStoreRoutes.filter((route) => !route.path.includes(':')).map((route) => route.path))(
    '%s renders a level-one heading with every key translated in English and German',
    async (path) => {
      for (const variant of [
        defaultStore,
        { ...defaultStore, defaultCulture: 'de' as const, tenant: 'germany' as const },
      ]) {
        const { missingKeys, unmount } = await sandbox.render(path, {
          variant,
          routes: fullStoreRoutes,
        });
        expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
        expect(missingKeys).toEqual([]);
        unmount();
      }
    },
  );
});

describe('global snackbar', () => {
  function ShowLoggedIn() {
    const show = useSnackbarStore((state) => state.show);
    return (
      <button type="button" onClick={() => show('Logged in successfully', 'success')}>
        sign in
      </button>
    );
  }

  it('announces a message and hides it after 5000 ms', async () => {
    const routes = [{ id: 'probe', path: '/', lazy: async () => ({ Component: ShowLoggedIn }) }];
    await sandbox.render('/', { routes });
    const button = await screen.findByRole('button', { name: 'sign in' });
    vi.useFakeTimers();
    try {
      act(() => button.click());
      expect(screen.getByRole('status')).toHaveTextContent('Logged in successfully');
      act(() => vi.advanceTimersByTime(4999));
      expect(screen.getByText('Logged in successfully')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Logged in successfully')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('language switch', () => {
  it('lets a partner shopper switch to English and keeps the choice', async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    await sandbox.render('/', { variant: partnerStore });
    await screen.findByRole('heading', {
      level: 1,
      name: 'Ihre Schachtel, millimetergenau gestaltet',
    });
    await user.selectOptions(screen.getByLabelText('Sprache'), 'English');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your box, designed to the millimetre',
      }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('storefront.culture')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is not offered by the North American brands, which have one language', async () => {
    await sandbox.render('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('Language')).not.toBeInTheDocument();
  });
});
