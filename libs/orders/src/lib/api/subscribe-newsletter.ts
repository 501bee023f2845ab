import { newsletterSubscriptionSchema, type NewsletterSubscription } from '../customer-model';
import { newsletterParams, type NewsletterRequest } from './get-newsletter-status';
import type { OrdersClient } from './orders-client';

const CHANGE_ERROR_CODES = { subscribe: 'ECX026', unsubscribe: 'ECX027' } as const;

/**
 * Subscribes or unsubscribes `email` (`POST …/newsletter/{change}`, bearer; internal, the two
 * calls below are this). Fails with an `ApiError` ECX026 or ECX027.
 *
 * @example
 * await changeNewsletter(client, 'unsubscribe', { email, audienceId });
 */
export function changeNewsletter(
  client: OrdersClient,
  change: keyof typeof CHANGE_ERROR_CODES,
  request: NewsletterRequest,
): Promise<NewsletterSubscription> {
  return client
    .store('ecommerce', { all: CHANGE_ERROR_CODES[change] })
    .post(`newsletter/${change}`, {
      json: newsletterParams(request),
      schema: newsletterSubscriptionSchema,
    });
}

/**
 * Subscribes `email` to the newsletter (`POST …/newsletter/subscribe`, bearer). Fails with an
 * `ApiError` ECX026 ('Failed to subscribe to the Newsletter').
 *
 * @example
 * await subscribeNewsletter(client, { email, audienceId: newsletterAudienceId('boxup') });
 */
export function subscribeNewsletter(
  client: OrdersClient,
  request: NewsletterRequest,
): Promise<NewsletterSubscription> {
  return changeNewsletter(client, 'subscribe', request);
}
