import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordResetRequestSchema } from '../index';
import { ConfirmationStatus, EmailField, IdentityForm, useServiceForm } from './identity-form';
import { pageHeadingClasses, textLinkClasses, type IdentityLinkComponent } from './identity-link';
import { RouterLink } from './router-link';
import { useIdentityInstance } from './use-identity';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * Props of {@link LostPasswordView}.
 *
 * @example
 * const props: LostPasswordViewProps = { loginPath: '/login' };
 */
export interface LostPasswordViewProps {
  /** The sign-in page, linked from the page. Defaults to `/login`. */
  loginPath?: string;
  /** Component for in-app links; a router link by default. */
  linkComponent?: IdentityLinkComponent;
}

/**
 * The `/lost-password` page: the shopper enters an email address and gets a link to choose
 * a new password (`requestPasswordReset`). The confirmation reads the same whether or not
 * an account exists for the address, so the page does not reveal who has an account.
 *
 * @example
 * <Route path="/lost-password" element={<LostPasswordView />} />
 */
export function LostPasswordView({
  loginPath = '/login',
  linkComponent: LinkComponent = RouterLink,
}: LostPasswordViewProps) {
  const { t } = useMessages('identity');
  const headingId = useId();
  const identity = useIdentityInstance();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { formProps } = useServiceForm(
    form,
    ({ email }) => identity.requestPasswordReset({ email }),
    ({ email }) => setSentTo(email),
  );
  const { errors } = form.formState;

  const backToLogin = (
    <p className="mt-6">
      <LinkComponent to={loginPath} className={textLinkClasses}>
        {t('lostPassword.backToLogin')}
      </LinkComponent>
    </p>
  );

  if (sentTo !== null) {
    return (
      <div data-slot="lost-password-page" className="mx-auto max-w-xl px-4 py-12">
        <ConfirmationStatus headingId={headingId} heading={t('lostPassword.sentHeading')}>
          <p className="text-ink mt-4">{t('lostPassword.sent', { email: sentTo })}</p>
        </ConfirmationStatus>
        {backToLogin}
      </div>
    );
  }

  return (
    <div data-slot="lost-password-page" className="mx-auto max-w-xl px-4 py-12">
      <h1 id={headingId} className={pageHeadingClasses}>
        {t('lostPassword.heading')}
      </h1>
      <p className="text-ink-muted mt-2">{t('lostPassword.intro')}</p>
      <IdentityForm {...formProps} labelledBy={headingId} submitLabel={t('lostPassword.submit')}>
        <EmailField
          label={t('fields.email')}
          error={errors.email?.message}
          field={form.register('email')}
        />
      </IdentityForm>
      {backToLogin}
    </div>
  );
}
