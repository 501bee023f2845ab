// TEST HELPER ONLY — not exported from the package.
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Identity } from '../../index';
import { IdentityProvider } from '../identity-provider';
import { createIdentityI18n, type IdentityLanguage } from './identity-i18n';

// The pages answer after real or simulated calls; on a busy machine that can take longer
// than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

/**
 * Renders an identity page as the storefront does: translations, an `IdentityProvider`
 * around `identity` and a router at `path`. Returns Testing Library's result and a
 * `user-event` instance.
 *
 * @example
 * const { user } = renderIdentityPage(<LostPasswordPage />, { identity, path: '/lost-password' });
 */
export function renderIdentityPage(
  page: ReactElement,
  options: { identity: Identity; path?: string; language?: IdentityLanguage },
) {
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={createIdentityI18n(options.language ?? 'en')}>
      <IdentityProvider identity={options.identity}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path="*" element={page} />
          </Routes>
          <Address />
        </MemoryRouter>
      </IdentityProvider>
    </I18nextProvider>,
  );
  return { user, ...view };
}
