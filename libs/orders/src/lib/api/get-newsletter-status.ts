import { newsletterSubscriptionSchema, type NewsletterSubscription } from '../customer-model';
import type { OrdersClient } from './orders-client';

/**
 * Whether `email` gets the newsletter of `audienceId` (`GET …/newsletter/subscription/status
 * ?email&audienceId`, bearer). Fails with an `ApiError` ECX025.
 *
 * @example
 * const { status } = await getNewsletterStatus(client, { email, audienceId: 'boxup-newsletter' });
 */
export function getNewsletterStatus(
  client: OrdersClient,
  request: { email: string; audienceId: string },
): Promise<NewsletterSubscription> {
  return client.store('ecommerce', { all: 'ECX025' }).get('newsletter/subscription/status', {
    searchParams: { email: request.email.trim().toLowerCase(), audienceId: request.audienceId },
    schema: newsletterSubscriptionSchema,
  });
}
