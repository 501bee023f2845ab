import { signUpCustomer } from '@storefront/orders/testing';
import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpStorefrontSandbox } from '../../testing/storefront-sandbox';

// The sign-in route of the default brand against the in-process sandbox: a customer who is
// signed in already, and a customer who comes back days later (the sandbox clock moved, the
// browser's did not) — issue 13, defects 1 and 14.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const DAY = 24 * 60 * 60 * 1000;
const sandbox = setUpStorefrontSandbox(createTestSandbox, { clearStorage: true });

async function signedIn(email: string) {
  const { password } = await signUpCustomer(sandbox, email);
  const credentials = { email, password };
  const view = await sandbox.render('/');
  await view.identity.init();
  await view.identity.signIn(credentials);
  return { ...view, credentials, user: userEvent.setup() };
}

describe('/login for a customer who is signed in already', () => {
  it('goes to My Account instead of offering the forms', async () => {
    const { router } = await signedIn('login-twice@example.com');
    await router.navigate('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-info'));
    expect(screen.queryByText('User is already signed in')).not.toBeInTheDocument();
  });

  it('goes to the returnTo path when there is one', async () => {
    const { router } = await signedIn('login-return@example.com');
    await router.navigate('/login?returnTo=%2Fmy-orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
  });
});

describe('a customer coming back days later', () => {
  it('sees their orders: a 401 refreshes the session instead of showing an error', async () => {
    const { router } = await signedIn('back-in-five-days@example.com');
    sandbox.clock.advance(75_600_000);
    sandbox.clock.advance(345_600_000);
    try {
      await router.navigate('/my-orders');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'My orders' }),
      ).toBeInTheDocument();
      // The history answered (this customer has no orders yet), not 'Unable to load…'.
      expect(await screen.findByText('No Order History')).toBeInTheDocument();
      expect(screen.queryByText(/Unable to load your order history/)).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/my-orders');
    } finally {
      sandbox.clock.advance(-75_600_000 - 345_600_000);
    }
  });

  it('whose session expired goes to /login saying so, and comes back after signing in', async () => {
    const { router, user, credentials } = await signedIn('back-in-a-month@example.com');
    sandbox.clock.advance(31 * DAY);
    try {
      await router.navigate('/my-info');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe('?returnTo=%2Fmy-info&reason=session-expired');
      expect(
        await screen.findByText('Your session has expired. Please log in again.'),
      ).toHaveAttribute('role', 'status');
      expect(screen.queryByText(/Error occured/)).not.toBeInTheDocument();

      const form = screen.getByRole('region', { name: 'Log In' });
      await user.type(form.querySelector('input[type=email]')!, credentials.email);
      await user.type(form.querySelector('input[type=password]')!, credentials.password);
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/my-info'));
      expect(await screen.findByRole('heading', { level: 1, name: 'My info' })).toBeInTheDocument();
      expect(screen.queryByText(/Error occured/)).not.toBeInTheDocument();
    } finally {
      sandbox.clock.advance(-31 * DAY);
    }
  });
});
