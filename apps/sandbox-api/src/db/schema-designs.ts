// Tables of the session service's designs and the assets service (migration 0006).
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { anonymousIdentities, customerIdColumn, storefrontIdColumn } from './schema-identity.ts';
import { timestamptz } from './schema-core.ts';

/** The file types the assets service accepts, as sniffed from their first bytes. */
export type AssetContentType = 'application/pdf' | 'image/svg+xml' | 'image/png' | 'image/jpeg';

/**
 * Metadata of artwork uploads (`POST /assets/uploads`). The bytes are a file named after `id`
 * in the uploads folder (or kept in memory with in-memory storage). `width` and `height` are
 * the pixel size of PNG and JPEG images, null for PDF and SVG. An upload belongs to a customer
 * or to an anonymous identity.
 */
export const assetUploads = pgTable(
  'asset_uploads',
  {
    /** `upl_` and 21 letters and digits; knowing it is what lets a browser load the file. */
    id: text('id').primaryKey(),
    storefrontId: storefrontIdColumn(),
    customerId: customerIdColumn(),
    anonymousId: text('anonymous_id').references(() => anonymousIdentities.anonymousId),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull().$type<AssetContentType>(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Lowercase hex SHA-256 of the bytes; also the `ETag`. */
    sha256: text('sha256').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('asset_uploads_customer_idx').on(table.customerId)],
);

/** The attribute selection of a design (`Size`, `Print Options`, `Color`, `Quantity`, …). */
export type DesignSelection = Record<string, string | number>;

/** The editor document of a design: opaque JSON (panels with images, text, background). */
export type DesignDocument = Record<string, unknown>;

/**
 * Saved designs (`/session/designs`). `customer_id` is null while the design belongs to the
 * anonymous identity `anonymous_id`; it is set when that identity signs in (its
 * `anonymous_identities.merged_into`) or when a customer made the design. `version` starts at
 * 1 and grows with every change.
 */
export const designs = pgTable(
  'designs',
  {
    /** `dsg_` and 21 letters and digits. */
    id: text('id').primaryKey(),
    /** The store the design was made on. */
    storefrontId: storefrontIdColumn(),
    customerId: customerIdColumn('cascade'),
    anonymousId: text('anonymous_id').references(() => anonymousIdentities.anonymousId),
    name: text('name').notNull(),
    /** A catalogue product key; not a foreign key, so reseeding the catalogue keeps designs. */
    productKey: text('product_key').notNull(),
    selection: jsonb('selection').notNull().$type<DesignSelection>(),
    document: jsonb('document').notNull().$type<DesignDocument>(),
    /** Size of `document` as UTF-8 JSON. */
    documentBytes: integer('document_bytes').notNull(),
    previewAssetId: text('preview_asset_id').references(() => assetUploads.id),
    version: integer('version').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    index('designs_customer_idx').on(table.customerId, table.updatedAt.desc()),
    index('designs_anonymous_idx').on(table.anonymousId, table.updatedAt.desc()),
  ],
);
