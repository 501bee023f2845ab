import { Button, Section } from '@storefront/ui-kit';
import { useState } from 'react';
import { useOrdersFormat } from '../use-orders-format';
import { identityFailureMessage, type AccountIdentity } from './account-identity';

/**
 * Props of {@link VerificationEmailButton}.
 *
 * @example
 * const props: VerificationEmailButtonProps = { email: 'dana@example.com', identity };
 */
export interface VerificationEmailButtonProps {
  email: string;
  /** The signed-in identity (`sendVerificationEmail` is called). */
  identity: Pick<AccountIdentity, 'sendVerificationEmail'>;
}

/**
 * "Send verification email": asks the identity service to email the customer a verification
 * link, then says where it went; a failure shows the service's message.
 *
 * @example
 * <VerificationEmailButton email={customer.email} identity={identity} />
 */
export function VerificationEmailButton({ email, identity }: VerificationEmailButtonProps) {
  const { t } = useOrdersFormat();
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent' } | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const send = async () => {
    setState({ kind: 'busy' });
    try {
      await identity.sendVerificationEmail();
      setState({ kind: 'sent' });
    } catch (error) {
      setState({
        kind: 'failed',
        message: identityFailureMessage(error, t('account.verification.failed')),
      });
    }
  };
  return (
    <Section
      framed
      heading={t('account.verification.heading')}
      data-slot="verification-email"
      className="flex flex-col gap-3"
    >
      <p className="text-ink">{t('account.verification.text', { email })}</p>
      <Button
        variant="secondary"
        className="self-start"
        loading={state.kind === 'busy'}
        onClick={() => void send()}
      >
        {t('account.verification.send')}
      </Button>
      <p role="status" className="text-success empty:hidden">
        {state.kind === 'sent' ? t('account.verification.sent', { email }) : null}
      </p>
      <p role="alert" className="text-danger empty:hidden">
        {state.kind === 'failed' ? state.message : null}
      </p>
    </Section>
  );
}
