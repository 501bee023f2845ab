import { I18nProvider } from '@storefront/ui-kit/i18n';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Identity } from '../index';
import { IdentityProvider } from './identity-provider';
import { RequireCustomer } from './require-customer';
import { createIdentityI18n } from './testing/identity-i18n';
import { createStoryIdentity, STORY_DEMO_ACCOUNT } from './testing/story-identity';

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

function renderGuarded(identity: Identity, path: string, loginPath?: string) {
  return render(
    <I18nProvider i18n={createIdentityI18n()}>
      <IdentityProvider identity={identity}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/my-orders"
              element={
                <RequireCustomer loginPath={loginPath}>
                  <h1>My orders</h1>
                </RequireCustomer>
              }
            />
            <Route path="*" element={<h1>Sign-in page</h1>} />
          </Routes>
          <Address />
        </MemoryRouter>
      </IdentityProvider>
    </I18nProvider>,
  );
}

describe('RequireCustomer', () => {
  it('shows a spinner while the session starts', () => {
    renderGuarded(createStoryIdentity({ hang: ['init'] }), '/my-orders');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor to the login page with returnTo', async () => {
    renderGuarded(createStoryIdentity(), '/my-orders?page=2');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/login?returnTo=%2Fmy-orders%3Fpage%3D2',
    );
  });

  it('uses the given login path', async () => {
    renderGuarded(createStoryIdentity(), '/my-orders', '/anmelden');
    await screen.findByRole('heading', { name: 'Sign-in page' });
    expect(screen.getByTestId('address')).toHaveTextContent('/anmelden?returnTo=%2Fmy-orders');
  });

  it('shows the page to a signed-in customer', async () => {
    renderGuarded(createStoryIdentity({ signedIn: true }), '/my-orders');
    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/my-orders');
  });

  it('sends the customer to sign in when the session ends', async () => {
    const identity = createStoryIdentity();
    await identity.init();
    await identity.signIn({
      email: STORY_DEMO_ACCOUNT.email,
      password: STORY_DEMO_ACCOUNT.password,
    });
    renderGuarded(identity, '/my-orders');
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    await act(() => identity.signOut());
    expect(screen.getByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
  });
});

describe('RequireCustomer after a session expired by itself', () => {
  it('sends the shopper to sign in with the return path and reason=session-expired', async () => {
    const identity = createStoryIdentity();
    Object.assign(identity, { sessionExpired: () => true });
    renderGuarded(identity, '/my-orders?page=2');
    await screen.findByRole('heading', { name: 'Sign-in page' });
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/login?returnTo=%2Fmy-orders%3Fpage%3D2&reason=session-expired',
    );
  });
});
