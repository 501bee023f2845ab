import { zodResolver } from '@hookform/resolvers/zod';
import { Button, LinkButton, Spinner, TextField } from '@storefront/ui-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { newPasswordFormSchema } from '../index';
import { isTicketError, useFieldErrorText, useServiceErrorText } from './error-text';
import { pageHeadingClasses, textLinkClasses, type IdentityLinkComponent } from './identity-link';
import { PasswordRules } from './password-rules';
import { ServiceAlert, useServiceAlert } from './service-alert';
import { useIdentity } from './use-identity';

/**
 * Props of {@link ResetPasswordPage}.
 *
 * @example
 * const props: ResetPasswordPageProps = { loginPath: '/login', lostPasswordPath: '/lost-password' };
 */
export interface ResetPasswordPageProps {
  /** The sign-in page, linked after the password was changed. Defaults to `/login`. */
  loginPath?: string;
  /** Where to ask for a new link when the ticket is invalid. Defaults to `/lost-password`. */
  lostPasswordPath?: string;
  /** Component for in-app links; the router's `Link` by default. */
  linkComponent?: IdentityLinkComponent;
}

type TicketCheck = 'checking' | 'valid' | 'invalid';

const TICKET_INVALID = 'Ticket is invalid or expired';

/**
 * The `/reset` page, opened from the password-reset email with `?ticketId=…`. It checks the
 * ticket first (`validateResetTicket`); an unknown, used or expired ticket shows 'Ticket is
 * invalid or expired' with a link to ask for a new one. Otherwise the shopper enters the new
 * password twice (password rules checklist) and `changePassword` saves it; then a Log In
 * link is shown.
 *
 * @example
 * <Route path="/reset" element={<ResetPasswordPage />} />
 */
export function ResetPasswordPage({
  loginPath = '/login',
  lostPasswordPath = '/lost-password',
  linkComponent: LinkComponent = Link,
}: ResetPasswordPageProps) {
  const { t } = useTranslation('identity');
  const headingId = useId();
  const rulesId = useId();
  const { identity } = useIdentity();
  const [searchParams] = useSearchParams();
  const ticketId = searchParams.get('ticketId')?.trim() ?? '';
  // The result of checking one ticket; a ticket not checked yet is 'checking'.
  const [check, setCheck] = useState<{ ticketId: string; result: TicketCheck } | null>(null);
  const [changed, setChanged] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const fieldError = useFieldErrorText();
  const { alert, show, clear } = useServiceAlert();
  const serviceErrorText = useServiceErrorText();
  const missingTicketAlert = useMemo(() => {
    const error = new Error(TICKET_INVALID);
    return { id: 0, message: serviceErrorText(error), error };
  }, [serviceErrorText]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  useEffect(() => {
    if (ticketId === '') return;
    let current = true;
    Promise.resolve()
      .then(() => identity.validateResetTicket(ticketId))
      .then(
        () => {
          if (current) setCheck({ ticketId, result: 'valid' });
        },
        (error: unknown) => {
          if (!current) return;
          show(error);
          setCheck({ ticketId, result: 'invalid' });
        },
      );
    return () => {
      current = false;
    };
  }, [identity, ticketId, show]);

  useEffect(() => {
    if (changed) successRef.current?.focus();
  }, [changed]);

  const submit = handleSubmit(async ({ password: newPassword }) => {
    clear();
    try {
      await identity.changePassword({ ticketId, password: newPassword });
    } catch (error) {
      show(error);
      return;
    }
    setChanged(true);
  }, clear);

  const requestNewLink = (
    <p>
      <LinkComponent to={lostPasswordPath} className={textLinkClasses}>
        {t('resetPassword.requestNewLink')}
      </LinkComponent>
    </p>
  );
  const result: TicketCheck =
    ticketId === '' ? 'invalid' : check?.ticketId === ticketId ? check.result : 'checking';
  // Without a ticket there is nothing to check: the page says so straight away.
  const ticketAlert = ticketId === '' ? missingTicketAlert : alert;

  return (
    <div data-slot="reset-password-page" className="mx-auto max-w-xl px-4 py-12">
      {changed ? (
        <div
          ref={successRef}
          role="status"
          tabIndex={-1}
          aria-labelledby={headingId}
          className="focus:outline-none"
        >
          <h1 id={headingId} className={pageHeadingClasses}>
            {t('resetPassword.successHeading')}
          </h1>
          <p className="text-ink mt-4">{t('resetPassword.success')}</p>
          <LinkButton as={LinkComponent} to={loginPath} className="mt-6">
            {t('resetPassword.logIn')}
          </LinkButton>
        </div>
      ) : (
        <>
          <h1 id={headingId} className={pageHeadingClasses}>
            {t('resetPassword.heading')}
          </h1>
          {result === 'checking' ? (
            <div className="mt-8 flex justify-center">
              <Spinner label={t('resetPassword.checking')} size="lg" />
            </div>
          ) : null}
          {result === 'invalid' ? (
            <ServiceAlert alert={ticketAlert} className="mt-6">
              {requestNewLink}
            </ServiceAlert>
          ) : null}
          {result === 'valid' ? (
            <>
              <p className="text-ink-muted mt-2">{t('resetPassword.intro')}</p>
              <form
                noValidate
                aria-labelledby={headingId}
                onSubmit={(event) => void submit(event)}
                className="mt-6 flex flex-col gap-4"
              >
                <ServiceAlert alert={alert}>
                  {alert && isTicketError(alert.error) ? requestNewLink : null}
                </ServiceAlert>
                <TextField
                  label={t('fields.newPassword')}
                  type="password"
                  autoComplete="new-password"
                  required
                  aria-describedby={rulesId}
                  error={fieldError(errors.password?.message)}
                  {...register('password', { deps: ['confirmPassword'] })}
                />
                <PasswordRules id={rulesId} password={password} />
                <TextField
                  label={t('fields.confirmNewPassword')}
                  type="password"
                  autoComplete="new-password"
                  required
                  error={fieldError(errors.confirmPassword?.message)}
                  {...register('confirmPassword')}
                />
                <Button type="submit" loading={isSubmitting} className="self-start">
                  {t('resetPassword.submit')}
                </Button>
              </form>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
