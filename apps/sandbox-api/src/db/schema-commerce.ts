// Tables of the ecommerce and payment services (migration 0005).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  anonymousIdentities,
  customerIdColumn,
  customers,
  storefrontIdColumn,
} from './schema-identity.ts';
import { timestamptz } from './schema-core.ts';
import type { CartData, CartState, OrderData, StoredAddress } from './schema-commerce-documents.ts';

/**
 * The commerce side of a customer (spec §3 "Customer"): saved addresses with their defaults,
 * the customer group and the invoice flags that decide which payment options are offered.
 * Created with defaults the first time the ecommerce service reads the customer; the demo
 * customer's row is seeded.
 */
export const commerceCustomerProfiles = pgTable('commerce_customer_profiles', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  customerGroup: text('customer_group').notNull(),
  onAccount: boolean('on_account').notNull().default(false),
  invoiceWithoutTermsEnabled: boolean('invoice_without_terms_enabled').notNull().default(false),
  isAddressIdentical: boolean('is_address_identical').notNull().default(false),
  newsletterStatus: text('newsletter_status').notNull().default('unsubscribed'),
  addresses: json('addresses').notNull().default([]).$type<StoredAddress[]>(),
  defaultBillingAddressId: text('default_billing_address_id'),
  defaultShippingAddressId: text('default_shipping_address_id'),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * Carts, one JSON document each (`data`: lines, addresses, coupon), versioned: every change
 * raises `version` by one, and an update naming another version is refused. At most one active
 * cart per customer and store, and per anonymous shopper and store.
 */
export const commerceCarts = pgTable(
  'commerce_carts',
  {
    id: text('id').primaryKey(),
    tenant: text('tenant').notNull(),
    storefrontId: storefrontIdColumn(),
    customerId: customerIdColumn(),
    anonymousId: text('anonymous_id').references(() => anonymousIdentities.anonymousId, {
      onDelete: 'set null',
    }),
    cartState: text('cart_state').notNull().$type<CartState>(),
    version: integer('version').notNull(),
    data: json('data').notNull().$type<CartData>(),
    mergedIntoCartId: text('merged_into_cart_id').references((): AnyPgColumn => commerceCarts.id),
    /** Set while a payment for the cart is being processed; changes wait until it is cleared. */
    checkoutLock: text('checkout_lock'),
    createdAt: timestamptz('created_at').notNull(),
    lastModifiedAt: timestamptz('last_modified_at').notNull(),
  },
  (table) => [
    uniqueIndex('commerce_carts_active_customer_idx')
      .on(table.storefrontId, table.customerId)
      .where(sql`cart_state = 'Active' and customer_id is not null`),
    uniqueIndex('commerce_carts_active_anonymous_idx')
      .on(table.storefrontId, table.anonymousId)
      .where(sql`cart_state = 'Active' and customer_id is null and anonymous_id is not null`),
  ],
);

/** What an order owes: paid, due later on terms, or waiting for payment. */
export type OrderPaymentState = 'Paid' | 'BalanceDue' | 'Pending';

/**
 * Orders, one per cart (`cart_id` is unique). The order number is drawn at creation and shown
 * from `order_number_visible_at` on (a few seconds later on the sandbox clock).
 */
export const commerceOrders = pgTable(
  'commerce_orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    tenant: text('tenant').notNull(),
    storefrontId: storefrontIdColumn(),
    cartId: text('cart_id')
      .notNull()
      .unique()
      .references(() => commerceCarts.id),
    customerId: customerIdColumn(),
    anonymousId: text('anonymous_id'),
    customerEmail: text('customer_email'),
    orderState: text('order_state').notNull(),
    paymentState: text('payment_state').notNull().$type<OrderPaymentState>(),
    version: integer('version').notNull(),
    data: json('data').notNull().$type<OrderData>(),
    createdAt: timestamptz('created_at').notNull(),
    orderNumberVisibleAt: timestamptz('order_number_visible_at').notNull(),
  },
  (table) => [index('commerce_orders_customer_idx').on(table.storefrontId, table.customerId)],
);

/** Every payment attempt: card charges (approved or not), invoices and free-of-charge orders. */
export const commercePayments = pgTable('commerce_payments', {
  id: text('id').primaryKey(),
  tenant: text('tenant').notNull(),
  storefrontId: storefrontIdColumn(),
  cartId: text('cart_id'),
  orderId: text('order_id').references(() => commerceOrders.id),
  paymentType: text('payment_type').notNull(),
  paymentInstrumentType: text('payment_instrument_type'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  transactionId: text('transaction_id'),
  details: jsonb('details').notNull().$type<Record<string, unknown>>(),
  createdAt: timestamptz('created_at').notNull(),
});

/** Client tokens of the card sandbox (`GET paymentMethods/metadata`), stored as SHA-256 hashes. */
export const paymentClientTokens = pgTable('payment_client_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  tenant: text('tenant').notNull(),
  storefrontId: storefrontIdColumn(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** The card facts a nonce stands for (never the full number). */
export interface NonceCard {
  cardType: string;
  last4: string;
  bin: string;
  expirationMonth: string;
  expirationYear: string;
}

/** Single-use payment method nonces made by tokenising a test card. */
export const paymentNonces = pgTable('payment_nonces', {
  nonce: text('nonce').primaryKey(),
  tenant: text('tenant').notNull(),
  storefrontId: storefrontIdColumn(),
  paymentInstrumentType: text('payment_instrument_type').notNull(),
  card: jsonb('card').notNull().$type<NonceCard>(),
  /** The test card's outcome key (see `payments/test-cards.ts`). */
  outcome: text('outcome').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
});

/**
 * Idempotency keys of payment calls: the request's fingerprint and, once answered, the status
 * and body replayed to a retry.
 */
export const paymentIdempotencyKeys = pgTable(
  'payment_idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    response: json('response').$type<unknown>(),
    createdAt: timestamptz('created_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
