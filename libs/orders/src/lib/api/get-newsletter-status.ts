import { newsletterSubscriptionSchema, type NewsletterSubscription } from '../customer-model';
import type { OrdersClient } from './orders-client';

/**
 * Whose newsletter subscription a newsletter call reads or changes.
 *
 * @example
 * const request: NewsletterRequest = { email: 'dana@example.com', audienceId: 'boxup-newsletter' };
 */
export type NewsletterRequest = { email: string; audienceId: string };

/**
 * The request as the service takes it (internal): the email trimmed and lower-cased.
 *
 * @example
 * newsletterParams({ email: ' Dana@Example.com ', audienceId }); // { email: 'dana@example.com', audienceId }
 */
export function newsletterParams(request: NewsletterRequest): NewsletterRequest {
  return { email: request.email.trim().toLowerCase(), audienceId: request.audienceId };
}

/**
 * Whether `email` gets the newsletter of `audienceId` (`GET …/newsletter/subscription/status
 * ?email&audienceId`, bearer). Fails with an `ApiError` ECX025.
 *
 * @example
 * const { status } = await getNewsletterStatus(client, { email, audienceId: 'boxup-newsletter' });
 */
export function getNewsletterStatus(
  client: OrdersClient,
  request: NewsletterRequest,
): Promise<NewsletterSubscription> {
  return client.store('ecommerce', { all: 'ECX025' }).get('newsletter/subscription/status', {
    searchParams: newsletterParams(request),
    schema: newsletterSubscriptionSchema,
  });
}
