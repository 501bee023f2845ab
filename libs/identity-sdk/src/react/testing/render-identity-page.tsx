// TEST HELPER ONLY — not exported from the package.
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { Identity } from '../../index';
import { createIdentityI18n, type IdentityLanguage } from './identity-i18n';
import { IdentityPageFrame } from './identity-page-frame';
import { createStoryIdentity, type StoryIdentityOptions } from './story-identity';

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
 * const { user } = renderIdentityPage(<LostPasswordView />, { identity, path: '/lost-password' });
 */
export function renderIdentityPage(
  page: ReactElement,
  options: { identity: Identity; path?: string; language?: IdentityLanguage },
) {
  const user = userEvent.setup();
  const view = render(
    <IdentityPageFrame
      i18n={createIdentityI18n(options.language ?? 'en')}
      identity={options.identity}
      path={options.path}
      footer={<Address />}
    >
      {page}
    </IdentityPageFrame>,
  );
  return { user, ...view };
}

/**
 * {@link renderIdentityPage} with a new in-memory identity (`createStoryIdentity`, which
 * `identity` configures); returns that identity too, to look at its calls.
 *
 * @example
 * const { user, identity } = renderWithStoryIdentity(<ResetPasswordView />, { path: '/reset' });
 */
export function renderWithStoryIdentity(
  page: ReactElement,
  options: { path?: string; language?: IdentityLanguage; identity?: StoryIdentityOptions } = {},
) {
  const identity = createStoryIdentity(options.identity);
  return { ...renderIdentityPage(page, { ...options, identity }), identity };
}
