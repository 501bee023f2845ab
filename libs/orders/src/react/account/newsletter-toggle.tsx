import { Checkbox, Section, Spinner } from '@storefront/ui-kit';
import { userMessageOf } from '../error-notice';
import { useChangeNewsletterSubscription, useNewsletterStatus } from '../use-newsletter';
import { useOrdersFormat } from '../use-orders-format';

/**
 * Props of {@link NewsletterToggle}.
 *
 * @example
 * const props: NewsletterToggleProps = { email: customer.email, audienceId: newsletterAudienceId('boxup') };
 */
export interface NewsletterToggleProps {
  email: string;
  audienceId: string;
}

/**
 * Subscribes or unsubscribes the customer's email to the store's newsletter with one checkbox.
 * It shows the service's state: a failed change leaves the box as it was and says 'Failed to
 * subscribe to the Newsletter' (or the unsubscribe message).
 *
 * @example
 * <NewsletterToggle email={customer.email} audienceId={newsletterAudienceId(storeId)} />
 */
export function NewsletterToggle({ email, audienceId }: NewsletterToggleProps) {
  const { t } = useOrdersFormat();
  const status = useNewsletterStatus({ email, audienceId });
  const change = useChangeNewsletterSubscription({ email, audienceId });
  const subscribed = status.data?.status === 'subscribed';
  const failure = change.isError
    ? t(
        change.variables
          ? 'account.newsletter.subscribeFailed'
          : 'account.newsletter.unsubscribeFailed',
      )
    : status.isError
      ? userMessageOf(status.error, t('account.newsletter.loadFailed'))
      : null;
  return (
    <Section
      framed
      heading={t('account.newsletter.heading')}
      data-slot="newsletter"
      className="flex flex-col gap-3"
    >
      {status.isPending ? (
        <Spinner label={t('account.newsletter.heading')} />
      ) : (
        <Checkbox
          label={t('account.newsletter.label')}
          description={t('account.newsletter.description', { email })}
          checked={subscribed}
          disabled={change.isPending || status.isError}
          aria-busy={change.isPending || undefined}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
        />
      )}
      <p role="status" className="text-ink-muted text-sm">
        {status.isSuccess
          ? t(subscribed ? 'account.newsletter.subscribed' : 'account.newsletter.unsubscribed')
          : null}
      </p>
      <p role="alert" className="text-danger empty:hidden">
        {failure}
      </p>
    </Section>
  );
}
