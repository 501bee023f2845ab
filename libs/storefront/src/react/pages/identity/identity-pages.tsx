import {
  LoginView,
  safeReturnPath,
  useIdentity,
  LostPasswordView,
  ResetPasswordView,
  VerifyEmailView,
  type IdentityLinkComponent,
} from '@storefront/identity-sdk/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta, useDocumentMeta } from '../../page-meta';
import { StoreLink, useStoreNavigate } from '../../store-link';
import { useHasRoute, useStoreVariant } from '../../storefront-context';
import { IDENTITY_NAMESPACE, useIdentityMessages } from './use-identity-messages';
import { useMessages } from '@storefront/ui-kit/i18n';

const Link: IdentityLinkComponent = ({ to, className, children }) => (
  <StoreLink to={to} className={className}>
    {children}
  </StoreLink>
);

/**
 * `/login`: log in or create an account; back to `returnTo` afterwards. A customer who is
 * signed in already when the page opens (a second tab, the back button, a bookmarked /login)
 * never sees the forms, which would answer 'User is already signed in': they go to
 * `returnTo`, else to My Account.
 */
export function LoginRoutePage() {
  useIdentityMessages();
  usePageMeta('loginAndRegistration');
  const navigate = useStoreNavigate();
  const { state } = useIdentity();
  const [searchParams] = useSearchParams();
  const myAccount = useHasRoute('/my-info') ? '/my-info' : '/';
  const destination = safeReturnPath(searchParams.get('returnTo'), myAccount);
  // Signed in by the forms on this page: their own onSignedIn navigates. (State adjusted while
  // rendering: it only ever turns true.)
  const [seenSignedOut, setSeenSignedOut] = useState(false);
  if (!seenSignedOut && (state.status === 'anonymous' || state.status === 'signedOut')) {
    setSeenSignedOut(true);
  }
  const arrivedSignedIn = state.isSignedIn && !seenSignedOut;
  useEffect(() => {
    if (arrivedSignedIn) void navigate(destination, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- navigate is a new function every render
  }, [arrivedSignedIn, destination]);
  if (arrivedSignedIn || state.status === 'initializing') return null;
  return <LoginView onSignedIn={(returnTo) => navigate(returnTo)} linkComponent={Link} />;
}

/** `/lost-password`: request a password reset link. */
export function LostPasswordRoutePage() {
  useIdentityMessages();
  usePageMeta('forgotPassword');
  return <LostPasswordView linkComponent={Link} />;
}

/** `/reset`: choose a new password with the emailed ticket. */
export function ResetPasswordRoutePage() {
  useIdentityMessages();
  usePageMeta('resetPassword');
  return <ResetPasswordView linkComponent={Link} />;
}

/** `/verify-email`: confirm an email address with the emailed ticket. */
export function VerifyEmailRoutePage() {
  useIdentityMessages();
  const { t } = useMessages(IDENTITY_NAMESPACE);
  const { brandName } = useStoreVariant();
  useDocumentMeta(`${t('verifyEmail.heading')} | ${brandName}`, t('verifyEmail.checking'));
  return <VerifyEmailView linkComponent={Link} />;
}
