import {
  LoginPage,
  LostPasswordPage,
  ResetPasswordPage,
  VerifyEmailPage,
  type IdentityLinkComponent,
} from '@storefront/identity-sdk/react';
import { useTranslation } from 'react-i18next';
import { usePageMeta, useDocumentMeta } from '../../page-meta';
import { StoreLink, useStoreNavigate } from '../../store-link';
import { useStoreVariant } from '../../storefront-context';
import { IDENTITY_NAMESPACE, useIdentityMessages } from './use-identity-messages';

const Link: IdentityLinkComponent = ({ to, className, children }) => (
  <StoreLink to={to} className={className}>
    {children}
  </StoreLink>
);

/** `/login`: log in or create an account; back to `returnTo` afterwards. */
export function LoginRoutePage() {
  useIdentityMessages();
  usePageMeta('loginAndRegistration');
  const navigate = useStoreNavigate();
  return <LoginPage onSignedIn={(returnTo) => navigate(returnTo)} linkComponent={Link} />;
}

/** `/lost-password`: request a password reset link. */
export function LostPasswordRoutePage() {
  useIdentityMessages();
  usePageMeta('forgotPassword');
  return <LostPasswordPage linkComponent={Link} />;
}

/** `/reset`: choose a new password with the emailed ticket. */
export function ResetPasswordRoutePage() {
  useIdentityMessages();
  usePageMeta('resetPassword');
  return <ResetPasswordPage linkComponent={Link} />;
}

/** `/verify-email`: confirm an email address with the emailed ticket. */
export function VerifyEmailRoutePage() {
  useIdentityMessages();
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { brandName } = useStoreVariant();
  useDocumentMeta(`${t('verifyEmail.heading')} | ${brandName}`, t('verifyEmail.checking'));
  return <VerifyEmailPage linkComponent={Link} />;
}
