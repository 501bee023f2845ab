// Tables of the analytics sink (migration 0008).
import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { storefrontIdColumn } from './schema-identity.ts';
import { timestamptz } from './schema-core.ts';

/**
 * The write key of each store (`Authorization: Basic base64(writeKey + ':')`), seeded by the
 * migration: `boxup-sandbox-write-key`, `ybd-sandbox-write-key`, `kartonwerk-sandbox-write-key`.
 */
export const analyticsWriteKeys = pgTable(
  'analytics_write_keys',
  {
    writeKey: text('write_key').primaryKey(),
    storefrontId: storefrontIdColumn(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('analytics_write_keys_storefront_idx').on(table.storefrontId)],
);

/** The kind of a Segment message. */
export type AnalyticsEventType = 'identify' | 'page' | 'track';

/** A JSON object as a message carries it (properties, traits, context). */
export type AnalyticsJson = Record<string, unknown>;

/**
 * Every message the sink accepted, once per store and message id. `event` is the name of a
 * `track` message, `name` the name of a `page`; `properties` is `{}` for `identify`, `traits`
 * `{}` for the others. `timestamp` and `sent_at` are the client's; `received_at` is the
 * sandbox clock's.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storefrontId: storefrontIdColumn(),
    type: text('type').notNull().$type<AnalyticsEventType>(),
    messageId: text('message_id').notNull(),
    event: text('event'),
    name: text('name'),
    userId: text('user_id'),
    anonymousId: text('anonymous_id'),
    properties: jsonb('properties').notNull().$type<AnalyticsJson>(),
    traits: jsonb('traits').notNull().$type<AnalyticsJson>(),
    context: jsonb('context').notNull().$type<AnalyticsJson>(),
    timestamp: timestamptz('timestamp'),
    sentAt: timestamptz('sent_at'),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (table) => [
    unique('analytics_events_message_key').on(table.storefrontId, table.messageId),
    index('analytics_events_storefront_event_idx').on(table.storefrontId, table.event),
    index('analytics_events_anonymous_idx').on(table.anonymousId),
    index('analytics_events_user_idx').on(table.userId),
  ],
);
