// TEST AND STORY HELPER ONLY — not exported from the package.
import { type I18n, I18nProvider } from '@storefront/ui-kit/i18n';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Identity } from '../../index';
import { IdentityProvider } from '../identity-provider';

/**
 * What an identity page has around it in the storefront, for the tests and the stories:
 * translations, an `IdentityProvider` around `identity` and a memory router at `path`, with
 * the page on every route and `footer` (e.g. the router's address) under it.
 *
 * @example
 * render(<IdentityPageFrame i18n={createIdentityI18n()} identity={identity} path="/reset"><ResetPasswordView /></IdentityPageFrame>);
 */
export function IdentityPageFrame({
  i18n,
  identity,
  path = '/',
  footer,
  children,
}: {
  i18n: I18n;
  identity: Identity;
  path?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <IdentityProvider identity={identity}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={children} />
          </Routes>
          {footer}
        </MemoryRouter>
      </IdentityProvider>
    </I18nProvider>
  );
}
