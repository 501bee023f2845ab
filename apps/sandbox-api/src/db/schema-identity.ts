// Tables of the sandbox itself and of the identity services (migrations 0001 and 0002).
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './schema-core.ts';

/** Small facts about the sandbox itself, one JSON value per key. */
export const sandboxMeta = pgTable('sandbox_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * RS256 key pairs the sandbox signs tokens with, as JWKs. Created on first start and reused
 * afterwards, so tokens issued before a restart still verify.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').notNull().$type<JsonWebKeyData>(),
  privateJwk: jsonb('private_jwk').notNull().$type<JsonWebKeyData>(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The stores of each tenant, seeded by `0002-identity.sql`: their identity-provider client and
 * connection, and the anonymous token service key.
 */
export const storefronts = pgTable(
  'storefronts',
  {
    id: text('id').primaryKey(),
    tenant: text('tenant').notNull(),
    idpClientId: text('idp_client_id').notNull().unique(),
    idpConnection: text('idp_connection').notNull(),
    anonServiceKey: text('anon_service_key').notNull().unique(),
  },
  (table) => [index('storefronts_tenant_idx').on(table.tenant)],
);

/** The `storefront_id` column of a table whose rows belong to one store (required). */
export const storefrontIdColumn = () =>
  text('storefront_id')
    .notNull()
    .references(() => storefronts.id);

/** Signed-up customers. `email` is lowercased and unique per tenant. */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    tenant: text('tenant').notNull(),
    email: text('email').notNull(),
    /** bcrypt hash (bcryptjs). */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    title: text('title'),
    locale: text('locale'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [unique('customers_tenant_email_key').on(table.tenant, table.email)],
);

/**
 * The `customer_id` column of a row that may belong to a customer: null when anonymous, set to
 * null (or deleted, with `'cascade'`) when the customer is deleted.
 */
export const customerIdColumn = (onDelete: 'set null' | 'cascade' = 'set null') =>
  text('customer_id').references(() => customers.id, { onDelete });

/**
 * Refresh tokens, stored as SHA-256 hashes. Every rotation adds a row to the same family; a
 * used token presented again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeFrontId: text('store_front_id')
      .notNull()
      .references(() => storefronts.id),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/** What a ticket is for. */
export type TicketType = 'reset_password' | 'verify_email';

/** Ticket parameters; only `storeFrontId` is shown by `GET /tickets/{id}`. */
export interface TicketParams {
  storeFrontId: string;
  /** The address a `verify_email` ticket was sent to; a later email change invalidates it. */
  email?: string;
}

/** One-time tickets behind the links of reset-password and verify-email messages. */
export const tickets = pgTable('tickets', {
  id: text('id').primaryKey(),
  type: text('type').notNull().$type<TicketType>(),
  customerId: text('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  params: jsonb('params').notNull().$type<TicketParams>(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/**
 * Anonymous sessions of the anonymous token service. The validation key (stored as a SHA-256
 * hash) rotates on every token refresh; `merged_into` records the customer who signed in with it.
 */
export const anonymousIdentities = pgTable('anonymous_identities', {
  anonymousId: text('anonymous_id').primaryKey(),
  serviceKey: text('service_key')
    .notNull()
    .references(() => storefronts.anonServiceKey),
  validationKeyHash: text('validation_key_hash').notNull(),
  /** The key rotated away at `rotatedAt`, still accepted for `REFRESH_REUSE_GRACE_MS`. */
  previousValidationKeyHash: text('previous_validation_key_hash'),
  rotatedAt: timestamptz('rotated_at'),
  mergedInto: text('merged_into').references(() => customers.id, { onDelete: 'set null' }),
  mergedAt: timestamptz('merged_at'),
  createdAt: timestamptz('created_at').notNull(),
});

/** Emails the sandbox would have sent, readable through `GET /__sandbox/outbox`. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (table) => [index('outbox_to_idx').on(table.to)],
);

/** A JSON Web Key as stored: string members only (RSA keys have no other kind). */
export type JsonWebKeyData = Record<string, string>;
