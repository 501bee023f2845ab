import { eq } from 'drizzle-orm';
import type { SandboxContext } from '../../context.ts';
import { firstRow } from '../../db/first-row.ts';
import type { NewsletterStatus } from '../../db/schema.ts';
import { commerceCustomerProfiles, newsletterSubscriptions } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { sendMail } from '../../outbox.ts';
import type { Storefront } from '../identity/storefronts.ts';
import { loadProfile } from './customers.ts';
import type { Shopper } from './shopper.ts';

type Context = Pick<SandboxContext, 'db' | 'clock'>;

/** Brand names used in newsletter mails. */
const BRAND_NAMES: Record<string, string> = {
  boxup: 'BoxUp',
  ybd: 'YBD Showroom',
  kartonwerk: 'Kartonwerk',
};

/**
 * The newsletter audience of a store: `{storefrontId}-newsletter` (the only audience each
 * store has).
 *
 * @example
 * ```ts
 * newsletterAudienceId('boxup'); // 'boxup-newsletter'
 * ```
 */
export function newsletterAudienceId(storefrontId: string): string {
  return `${storefrontId}-newsletter`;
}

/** A subscription as the API shows it. */
export interface NewsletterSubscriptionResponse {
  email: string;
  audienceId: string;
  status: NewsletterStatus;
  subscribedAt: string | null;
  unsubscribedAt: string | null;
  updatedAt: string | null;
}

/**
 * Checks who may manage `email` in `audienceId`: a signed-in customer, for their own account
 * email, in the store's audience.
 *
 * @throws {SandboxHttpError} 401 `InvalidToken` for an anonymous token, 403 `Forbidden` for
 *   another email, 404 `AudienceNotFound` for another audience.
 *
 * @example
 * ```ts
 * const email = requireOwnEmail(storefront, shopper, 'demo@boxup.example', 'boxup-newsletter');
 * ```
 */
export function requireOwnEmail(
  storefront: Storefront,
  shopper: Shopper,
  email: string,
  audienceId: string,
): string {
  if (shopper.kind !== 'customer') {
    throw new SandboxHttpError(401, 'InvalidToken', 'Invalid access token');
  }
  if (audienceId !== newsletterAudienceId(storefront.id)) {
    throw new SandboxHttpError(
      404,
      'AudienceNotFound',
      `The store "${storefront.id}" has no newsletter audience "${audienceId}"; use "${newsletterAudienceId(storefront.id)}"`,
    );
  }
  const normalized = email.trim().toLowerCase();
  if (normalized !== shopper.customer.email.toLowerCase()) {
    throw new SandboxHttpError(
      403,
      'Forbidden',
      'A customer may only manage the newsletter subscription of their own email',
    );
  }
  return normalized;
}

function toResponse(
  email: string,
  audienceId: string,
  row: typeof newsletterSubscriptions.$inferSelect | undefined,
): NewsletterSubscriptionResponse {
  return {
    email,
    audienceId,
    status: row?.status ?? 'unsubscribed',
    subscribedAt: row?.subscribedAt?.toISOString() ?? null,
    unsubscribedAt: row?.unsubscribedAt?.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

async function findSubscription(
  context: Context,
  tenant: string,
  audienceId: string,
  email: string,
) {
  return firstRow(
    context.db.orm,
    newsletterSubscriptions,
    eq(newsletterSubscriptions.tenant, tenant),
    eq(newsletterSubscriptions.audienceId, audienceId),
    eq(newsletterSubscriptions.email, email),
  );
}

/**
 * The subscription of `email` to `audienceId` (an email never subscribed is `unsubscribed`).
 *
 * @example
 * ```ts
 * (await newsletterStatus(context, 'north-america', 'boxup-newsletter', 'a@b.example')).status;
 * ```
 */
export async function newsletterStatus(
  context: Context,
  tenant: string,
  audienceId: string,
  email: string,
): Promise<NewsletterSubscriptionResponse> {
  return toResponse(email, audienceId, await findSubscription(context, tenant, audienceId, email));
}

/**
 * Subscribes or unsubscribes `email` (idempotent: the same status again changes nothing and
 * sends no mail). Keeps the customer's `newsletterStatus` in step and mails a confirmation
 * (outbox) when the status changes.
 *
 * @example
 * ```ts
 * await setNewsletterStatus(context, storefront, customerId, 'boxup-newsletter', email, 'subscribed');
 * ```
 */
export async function setNewsletterStatus(
  context: Context,
  storefront: Storefront,
  customerId: string,
  audienceId: string,
  email: string,
  status: NewsletterStatus,
): Promise<NewsletterSubscriptionResponse> {
  const now = context.clock.now();
  const before = await findSubscription(context, storefront.tenant, audienceId, email);
  const changed = (before?.status ?? 'unsubscribed') !== status || !before;
  const values = {
    status,
    customerId,
    subscribedAt:
      status === 'subscribed'
        ? before?.status === 'subscribed'
          ? before.subscribedAt
          : now
        : (before?.subscribedAt ?? null),
    unsubscribedAt:
      status === 'unsubscribed'
        ? before?.status === 'unsubscribed'
          ? before.unsubscribedAt
          : now
        : null,
    updatedAt: changed ? now : (before?.updatedAt ?? now),
  };
  await context.db.orm
    .insert(newsletterSubscriptions)
    .values({ tenant: storefront.tenant, audienceId, email, ...values })
    .onConflictDoUpdate({
      target: [
        newsletterSubscriptions.tenant,
        newsletterSubscriptions.audienceId,
        newsletterSubscriptions.email,
      ],
      set: values,
    });
  await loadProfile(context, customerId);
  await context.db.orm
    .update(commerceCustomerProfiles)
    .set({ newsletterStatus: status })
    .where(eq(commerceCustomerProfiles.customerId, customerId));
  if (changed && (before !== undefined || status === 'subscribed')) {
    const brand = BRAND_NAMES[storefront.id] ?? storefront.id;
    await sendMail(context, {
      to: email,
      subject:
        status === 'subscribed'
          ? `You are subscribed to the ${brand} newsletter`
          : `You have unsubscribed from the ${brand} newsletter`,
      text:
        status === 'subscribed'
          ? `Thank you for subscribing to the ${brand} newsletter. You can unsubscribe at any time under My Info.`
          : `You will no longer receive the ${brand} newsletter. You can subscribe again at any time under My Info.`,
      link: null,
    });
  }
  return newsletterStatus(context, storefront.tenant, audienceId, email);
}
