import { newsletterSubscriptionSchema, type NewsletterSubscription } from '../customer-model';
import type { OrdersClient } from './orders-client';

/**
 * Subscribes `email` to the newsletter (`POST …/newsletter/subscribe`, bearer). Fails with an
 * `ApiError` ECX026 ('Failed to subscribe to the Newsletter').
 *
 * @example
 * await subscribeNewsletter(client, { email, audienceId: newsletterAudienceId('boxup') });
 */
export function subscribeNewsletter(
  client: OrdersClient,
  request: { email: string; audienceId: string },
): Promise<NewsletterSubscription> {
  return client.store('ecommerce', { all: 'ECX026' }).post('newsletter/subscribe', {
    json: { email: request.email.trim().toLowerCase(), audienceId: request.audienceId },
    schema: newsletterSubscriptionSchema,
  });
}
