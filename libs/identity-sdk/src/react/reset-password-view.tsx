import { zodResolver } from '@hookform/resolvers/zod';
import { LinkButton, Spinner } from '@storefront/ui-kit';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { newPasswordFormSchema } from '../index';
import { isTicketError, useServiceErrorText } from './error-text';
import {
  ConfirmationStatus,
  IdentityForm,
  NewPasswordFields,
  useServiceForm,
} from './identity-form';
import { pageHeadingClasses, textLinkClasses, type IdentityLinkComponent } from './identity-link';
import { RouterLink } from './router-link';
import { ServiceAlert } from './service-alert';
import { useIdentityInstance } from './use-identity';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * Props of {@link ResetPasswordView}.
 *
 * @example
 * const props: ResetPasswordViewProps = { loginPath: '/login', lostPasswordPath: '/lost-password' };
 */
export interface ResetPasswordViewProps {
  /** The sign-in page, linked after the password was changed. Defaults to `/login`. */
  loginPath?: string;
  /** Where to ask for a new link when the ticket is invalid. Defaults to `/lost-password`. */
  lostPasswordPath?: string;
  /** Component for in-app links; a router link by default. */
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
 * <Route path="/reset" element={<ResetPasswordView />} />
 */
export function ResetPasswordView({
  loginPath = '/login',
  lostPasswordPath = '/lost-password',
  linkComponent: LinkComponent = RouterLink,
}: ResetPasswordViewProps) {
  const { t } = useMessages('identity');
  const headingId = useId();
  const identity = useIdentityInstance();
  const [searchParams] = useSearchParams();
  const ticketId = searchParams.get('ticketId')?.trim() ?? '';
  // The result of checking one ticket; a ticket not checked yet is 'checking'.
  const [check, setCheck] = useState<{ ticketId: string; result: TicketCheck } | null>(null);
  const [changed, setChanged] = useState(false);
  const serviceErrorText = useServiceErrorText();
  const missingTicketAlert = useMemo(() => {
    const error = new Error(TICKET_INVALID);
    return { id: 0, message: serviceErrorText(error), error };
  }, [serviceErrorText]);
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });
  const { formProps, show } = useServiceForm(
    form,
    ({ password: newPassword }) => identity.changePassword({ ticketId, password: newPassword }),
    () => setChanged(true),
  );
  const { alert } = formProps;

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
        <ConfirmationStatus headingId={headingId} heading={t('resetPassword.successHeading')}>
          <p className="text-ink mt-4">{t('resetPassword.success')}</p>
          <LinkButton as={LinkComponent} to={loginPath} className="mt-6">
            {t('resetPassword.logIn')}
          </LinkButton>
        </ConfirmationStatus>
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
              <IdentityForm
                {...formProps}
                labelledBy={headingId}
                alertContent={alert && isTicketError(alert.error) ? requestNewLink : null}
                submitLabel={t('resetPassword.submit')}
              >
                <NewPasswordFields
                  label={t('fields.newPassword')}
                  confirmLabel={t('fields.confirmNewPassword')}
                  password={password}
                  register={register}
                  errors={errors}
                />
              </IdentityForm>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
