import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The drizzle description of the tables that the SQL files in ./migrations create. A new table
// or column needs both: a migration file (what the database gets) and an entry here (what the
// code sees). `schema.test.ts` checks that the two agree.

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

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

// Catalogue, price and selector services (`0003-catalog.sql`, seeded from
// `services/catalog/seed.ts`).

/** What a catalogue product is: a printed box, its $1 sample, an accessory or a service. */
export type CatalogProductKind = 'box' | 'sample' | 'accessory' | 'service';

/** A rule of allowed quantities: a literal or a `{ minimum, maximum, increment }` range. */
export type QuantityRuleData = number | { minimum: number; maximum: number; increment: number };

/** Catalogue products with the fields of their product config (spec section 3). */
export const catalogProducts = pgTable('catalog_products', {
  productKey: text('product_key').primaryKey(),
  kind: text('kind').notNull().$type<CatalogProductKind>(),
  /** `BoxStyleId` of `@storefront/catalog`; a sample has its root's; null when not a box. */
  boxStyle: text('box_style'),
  /** The product a sample is a sample of. */
  rootProductKey: text('root_product_key').references(
    (): AnyPgColumn => catalogProducts.productKey,
  ),
  /** Current version; versions 1 to this one are known. */
  version: integer('version').notNull(),
  referenceId: text('reference_id').notNull().unique(),
  title: text('title').notNull(),
  segmentProductCategory: text('segment_product_category').notNull(),
  isEditable: boolean('is_editable').notNull(),
  enable2dPreview: boolean('enable_2d_preview').notNull(),
  nonCustomizable: boolean('non_customizable').notNull(),
  pricingGridQuantity: integer('pricing_grid_quantity').notNull(),
  whitelistedQuantities: integer('whitelisted_quantities').array().notNull(),
  quantityRules: jsonb('quantity_rules').notNull().$type<QuantityRuleData[]>(),
  maxOrderQuantity: integer('max_order_quantity').notNull(),
  mcpSku: text('mcp_sku').notNull(),
  mcpSkuVersion: integer('mcp_sku_version').notNull(),
  defaultSize: text('default_size'),
  defaultPrintOption: text('default_print_option'),
  defaultColor: text('default_color'),
});

/** Preset sizes per product: inside length, width and depth in inches. */
export const catalogSizes = pgTable(
  'catalog_sizes',
  {
    productKey: text('product_key')
      .notNull()
      .references(() => catalogProducts.productKey, { onDelete: 'cascade' }),
    /** `L x W x D`, e.g. `9 x 6 x 3`. */
    size: text('size').notNull(),
    length: numeric('length', { mode: 'number' }).notNull(),
    width: numeric('width', { mode: 'number' }).notNull(),
    depth: numeric('depth', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    inStock: boolean('in_stock').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.productKey, table.size] })],
);

/** Print options per product. */
export const catalogPrintOptions = pgTable(
  'catalog_print_options',
  {
    productKey: text('product_key')
      .notNull()
      .references(() => catalogProducts.productKey, { onDelete: 'cascade' }),
    printOption: text('print_option').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productKey, table.printOption] })],
);

/** Board colours per product and what each adds to the unit price. */
export const catalogColors = pgTable(
  'catalog_colors',
  {
    productKey: text('product_key')
      .notNull()
      .references(() => catalogProducts.productKey, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    unitSurchargeCents: integer('unit_surcharge_cents').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productKey, table.color] })],
);

/**
 * Price breaks: from `min_quantity` on, one box of that size and print option costs
 * `unit_cent_amount` cents (before the colour surcharge). `size` and `print_option` are empty
 * for products without that attribute.
 */
export const catalogPriceTiers = pgTable(
  'catalog_price_tiers',
  {
    productKey: text('product_key')
      .notNull()
      .references(() => catalogProducts.productKey, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    printOption: text('print_option').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    unitCentAmount: integer('unit_cent_amount').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.productKey, table.size, table.printOption, table.minQuantity],
    }),
  ],
);

export * from './schema-engagement.ts';
export * from './schema-commerce.ts';
export * from './schema-designs.ts';
export * from './schema-orders.ts';
export * from './schema-analytics.ts';
