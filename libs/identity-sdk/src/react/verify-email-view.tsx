import { LinkButton, Spinner } from '@storefront/ui-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServiceErrorText } from './error-text';
import { pageHeadingClasses, type IdentityLinkComponent } from './identity-link';
import { RouterLink } from './router-link';
import { ServiceAlert, type ServiceAlertState } from './service-alert';
import { useIdentityInstance } from './use-identity';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * Props of {@link VerifyEmailView}.
 *
 * @example
 * const props: VerifyEmailViewProps = { continuePath: '/shop-all-boxes' };
 */
export interface VerifyEmailViewProps {
  /** Where "Continue shopping" leads after the address is verified. Defaults to `/`. */
  continuePath?: string;
  /** Component for in-app links; a router link by default. */
  linkComponent?: IdentityLinkComponent;
}

type Verification = { ticketId: string } & (
  { status: 'verified' } | { status: 'failed'; error: unknown }
);

// Without a ticket there is nothing to verify: the page says so straight away.
const MISSING_TICKET = new Error('Ticket is invalid or expired');

/**
 * The email-verification page, opened from the verification email with `?ticketId=…`. It
 * verifies the address as soon as it opens (`verifyEmail`) and shows either the success or
 * the service's error (e.g. 'Ticket is invalid or expired'). A ticket is sent once, even
 * when React runs effects twice in development.
 *
 * @example
 * <Route path="/verify-email" element={<VerifyEmailView />} />
 */
export function VerifyEmailView({
  continuePath = '/',
  linkComponent: LinkComponent = RouterLink,
}: VerifyEmailViewProps) {
  const { t } = useMessages('identity');
  const headingId = useId();
  const identity = useIdentityInstance();
  const [searchParams] = useSearchParams();
  const ticketId = searchParams.get('ticketId')?.trim() ?? '';
  const [verification, setVerification] = useState<Verification | null>(null);
  // The call of each ticket, kept so a second run of the effect does not use the ticket up.
  const calls = useRef(new Map<string, Promise<void>>());
  const serviceErrorText = useServiceErrorText();

  useEffect(() => {
    if (ticketId === '') return;
    let current = true;
    let call = calls.current.get(ticketId);
    if (call === undefined) {
      call = Promise.resolve().then(() => identity.verifyEmail({ ticketId }));
      calls.current.set(ticketId, call);
    }
    call.then(
      () => {
        if (current) setVerification({ ticketId, status: 'verified' });
      },
      (error: unknown) => {
        if (current) setVerification({ ticketId, status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [identity, ticketId]);

  const settled = verification?.ticketId === ticketId ? verification : null;
  const failure =
    ticketId === '' ? MISSING_TICKET : settled?.status === 'failed' ? settled.error : undefined;
  const alert = useMemo<ServiceAlertState | null>(
    () =>
      failure === undefined ? null : { id: 0, message: serviceErrorText(failure), error: failure },
    [failure, serviceErrorText],
  );
  const isVerifying = ticketId !== '' && settled === null;

  return (
    <div data-slot="verify-email-page" className="mx-auto max-w-xl px-4 py-12">
      <h1 id={headingId} className={pageHeadingClasses}>
        {t('verifyEmail.heading')}
      </h1>
      {isVerifying ? (
        <div className="mt-8 flex justify-center">
          <Spinner label={t('verifyEmail.checking')} size="lg" />
        </div>
      ) : null}
      {settled?.status === 'verified' ? (
        <div role="status" className="mt-4">
          <p className="text-ink">{t('verifyEmail.success')}</p>
          <LinkButton as={LinkComponent} to={continuePath} className="mt-6">
            {t('verifyEmail.continue')}
          </LinkButton>
        </div>
      ) : null}
      <ServiceAlert alert={alert} className="mt-6" />
    </div>
  );
}
