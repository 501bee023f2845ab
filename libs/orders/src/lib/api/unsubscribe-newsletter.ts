import { newsletterSubscriptionSchema, type NewsletterSubscription } from '../customer-model';
import type { OrdersClient } from './orders-client';

/**
 * Unsubscribes `email` from the newsletter (`POST …/newsletter/unsubscribe`, bearer). Fails
 * with an `ApiError` ECX027.
 *
 * @example
 * await unsubscribeNewsletter(client, { email, audienceId: newsletterAudienceId('boxup') });
 */
export function unsubscribeNewsletter(
  client: OrdersClient,
  request: { email: string; audienceId: string },
): Promise<NewsletterSubscription> {
  return client.store('ecommerce', { all: 'ECX027' }).post('newsletter/unsubscribe', {
    json: { email: request.email.trim().toLowerCase(), audienceId: request.audienceId },
    schema: newsletterSubscriptionSchema,
  });
}
