// Tables of the quotes, content-form submissions and share links (migration 0004).
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { customerIdColumn, storefrontIdColumn } from './schema-identity.ts';
import { timestamptz } from './schema-core.ts';

/** What a quote request asks for: a quote, or a quote for more than the price grid offers. */
export type QuoteKind = 'quote' | 'higher-quantity';

/**
 * Quote requests (`POST /ecommerce/…/order-quotation`). `id` is `Q-` and six digits; the
 * customer id is set when the request carried a customer access token.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: text('id').primaryKey(),
    tenant: text('tenant').notNull(),
    storefrontId: storefrontIdColumn(),
    customerId: customerIdColumn(),
    kind: text('kind').notNull().$type<QuoteKind>(),
    /** A catalogue product key; not a foreign key, so reseeding the catalogue keeps quotes. */
    productKey: text('product_key').notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size'),
    printOption: text('print_option'),
    color: text('color'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    contactCompany: text('contact_company'),
    comments: text('comments'),
    /** The culture the confirmation mail was written for (`de…` German, else English). */
    culture: text('culture'),
    status: text('status').notNull().default('received').$type<'received'>(),
    receivedAt: timestamptz('received_at').notNull(),
    respondBy: timestamptz('respond_by').notNull(),
  },
  (table) => [index('quotes_customer_idx').on(table.customerId)],
);

/** What a share link points at. */
export type ShareLinkKind = 'product' | 'design';

/** The attribute selection a share link carries (`Size`, `Print Options`, quantity, …). */
export type ShareLinkSelection = Record<string, string | number>;

/** Share links (`POST /session/generateUniqueURL`), readable until `expires_at`. */
export const shareLinks = pgTable('share_links', {
  /** nanoid, 12 characters. */
  id: text('id').primaryKey(),
  storefrontId: storefrontIdColumn(),
  kind: text('kind').notNull().$type<ShareLinkKind>(),
  productKey: text('product_key'),
  designId: text('design_id'),
  selection: jsonb('selection').notNull().$type<ShareLinkSelection>(),
  siteUrl: text('site_url').notNull(),
  uniqueUrl: text('unique_url').notNull(),
  /** The sharer's name. */
  name: text('name').notNull(),
  /** Who the link was mailed to, if anyone. */
  recipientEmail: text('recipient_email'),
  culture: text('culture'),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** Submissions of the content service's forms (`POST /content/forms/{formId}/submissions`). */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: text('id').primaryKey(),
    /** `contact`, `custom-structure-request` or `customer-story-application`. */
    formId: text('form_id').notNull(),
    storefrontId: storefrontIdColumn(),
    locale: text('locale').notNull().$type<'en' | 'de'>(),
    /** The submitted values by field name, trimmed; empty optional fields left out. */
    fieldValues: jsonb('field_values').notNull().$type<Record<string, string>>(),
    /** The address of the form's email field, which got the confirmation. */
    replyTo: text('reply_to'),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (table) => [index('form_submissions_form_idx').on(table.storefrontId, table.formId)],
);
