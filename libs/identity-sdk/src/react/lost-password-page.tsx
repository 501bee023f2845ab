import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField } from '@storefront/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { passwordResetRequestSchema } from '../index';
import { useFieldErrorText } from './error-text';
import { pageHeadingClasses, textLinkClasses, type IdentityLinkComponent } from './identity-link';
import { ServiceAlert, useServiceAlert } from './service-alert';
import { useIdentity } from './use-identity';

/**
 * Props of {@link LostPasswordPage}.
 *
 * @example
 * const props: LostPasswordPageProps = { loginPath: '/login' };
 */
export interface LostPasswordPageProps {
  /** The sign-in page, linked from the page. Defaults to `/login`. */
  loginPath?: string;
  /** Component for in-app links; the router's `Link` by default. */
  linkComponent?: IdentityLinkComponent;
}

/**
 * The `/lost-password` page: the shopper enters an email address and gets a link to choose
 * a new password (`requestPasswordReset`). The confirmation reads the same whether or not
 * an account exists for the address, so the page does not reveal who has an account.
 *
 * @example
 * <Route path="/lost-password" element={<LostPasswordPage />} />
 */
export function LostPasswordPage({
  loginPath = '/login',
  linkComponent: LinkComponent = Link,
}: LostPasswordPageProps) {
  const { t } = useTranslation('identity');
  const headingId = useId();
  const { identity } = useIdentity();
  const fieldError = useFieldErrorText();
  const { alert, show, clear } = useServiceAlert();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (sentTo !== null) confirmationRef.current?.focus();
  }, [sentTo]);

  const submit = handleSubmit(async ({ email }) => {
    clear();
    try {
      await identity.requestPasswordReset({ email });
    } catch (error) {
      show(error);
      return;
    }
    setSentTo(email);
  }, clear);

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
        <div
          ref={confirmationRef}
          role="status"
          tabIndex={-1}
          aria-labelledby={headingId}
          className="focus:outline-none"
        >
          <h1 id={headingId} className={pageHeadingClasses}>
            {t('lostPassword.sentHeading')}
          </h1>
          <p className="text-ink mt-4">{t('lostPassword.sent', { email: sentTo })}</p>
        </div>
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
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void submit(event)}
        className="mt-6 flex flex-col gap-4"
      >
        <ServiceAlert alert={alert} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" loading={isSubmitting} className="self-start">
          {t('lostPassword.submit')}
        </Button>
      </form>
      {backToLogin}
    </div>
  );
}
