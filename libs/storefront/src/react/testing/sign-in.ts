import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

// Test helper of the pages a visitor signs in on: the in-process sandbox's demo customer.

/** The sandbox's demo customer of the default store. */
export const DEMO_CUSTOMER = { email: 'demo@boxup.example', password: 'Boxes4All!' };

type User = ReturnType<typeof userEvent.setup>;

/** What the helpers read of the router (`renderStorefront`'s memory router). */
interface RouterLike {
  state: { location: { pathname: string; search: string } };
}

/**
 * Signs in as the demo customer on the Log In form the page shows.
 *
 * @example
 * await sandbox.render('/login');
 * await logInAsDemo(user);
 */
export async function logInAsDemo(user: User) {
  const logIn = await screen.findByRole('region', { name: 'Log In' });
  await user.type(within(logIn).getByLabelText(/Email/), DEMO_CUSTOMER.email);
  await user.type(within(logIn).getByLabelText(/Password/), DEMO_CUSTOMER.password);
  await user.click(within(logIn).getByRole('button', { name: 'Log In' }));
}

/**
 * A visitor opened the account page `path`: the store sends them to
 * `/login?returnTo=<path>`, they sign in as the demo customer and are back at `path`.
 *
 * @example
 * const { router } = await sandbox.render('/my-orders');
 * await logInAfterRedirect(user, router, '/my-orders');
 */
export async function logInAfterRedirect(user: User, router: RouterLike, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent(path)}`);
  await logInAsDemo(user);
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 15_000 });
}

/**
 * Logs out with the header's Log Out (in the "Account" menu): the store goes home and its
 * account navigation offers Log In again.
 *
 * @example
 * await logOut(user, router);
 */
export async function logOut(user: User, router: RouterLike) {
  const account = screen.getByRole('navigation', { name: 'Account' });
  const menu = within(account).getByRole('button', { name: 'Account' });
  if (menu.getAttribute('aria-expanded') !== 'true') await user.click(menu);
  await user.click(within(account).getByRole('button', { name: 'Log Out' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(
    await within(screen.getByRole('navigation', { name: 'Account' })).findByRole('link', {
      name: 'Log In',
    }),
  ).toBeInTheDocument();
}
