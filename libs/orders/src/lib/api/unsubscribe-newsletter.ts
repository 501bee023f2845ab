import type { NewsletterSubscription } from '../customer-model';
import type { NewsletterRequest } from './get-newsletter-status';
import type { OrdersClient } from './orders-client';
import { changeNewsletter } from './subscribe-newsletter';

/**
 * Unsubscribes `email` from the newsletter (`POST …/newsletter/unsubscribe`, bearer). Fails
 * with an `ApiError` ECX027.
 *
 * @example
 * await unsubscribeNewsletter(client, { email, audienceId: newsletterAudienceId('boxup') });
 */
export function unsubscribeNewsletter(
  client: OrdersClient,
  request: NewsletterRequest,
): Promise<NewsletterSubscription> {
  return changeNewsletter(client, 'unsubscribe', request);
}
