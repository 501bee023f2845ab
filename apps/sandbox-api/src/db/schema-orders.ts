// Tables of the orders, invoices and newsletter routes (migration 0007).
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { customerIdColumn } from './schema-identity.ts';
import { timestamptz } from './schema-core.ts';

/** Whether an email gets an audience's newsletter. */
export type NewsletterStatus = 'subscribed' | 'unsubscribed';

/**
 * Newsletter subscriptions (`POST …/newsletter/subscribe`, `…/unsubscribe`): one row per
 * tenant, audience and lower-cased email. An unsubscribed row keeps when it was subscribed.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    tenant: text('tenant').notNull(),
    audienceId: text('audience_id').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull().$type<NewsletterStatus>(),
    customerId: customerIdColumn(),
    subscribedAt: timestamptz('subscribed_at'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant, table.audienceId, table.email] }),
    index('newsletter_subscriptions_customer_idx').on(table.customerId),
  ],
);
