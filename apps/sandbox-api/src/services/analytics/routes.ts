import { describeSensitiveFinding, findSensitiveData } from '@storefront/analytics/guard';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { nanoid } from 'nanoid';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { analyticsEvents, analyticsWriteKeys } from '../../db/schema.ts';
import type { AnalyticsEventType, AnalyticsJson } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { readLimitedBytes } from '../../http/body.ts';
import { parseQuery } from '../catalog/request.ts';
import { requireStorefrontById } from '../identity/storefronts.ts';
import {
  MAX_ANALYTICS_BODY_BYTES,
  batchRequestSchema,
  identifyRequestSchema,
  pageRequestSchema,
  trackRequestSchema,
  type SegmentMessage,
} from './requests.ts';

/** The answer to every accepted request. */
export interface AnalyticsAccepted {
  success: true;
  /** Messages stored now. */
  stored: number;
  /** Messages whose id this store had already received (not stored again). */
  duplicates: number;
}

/** One stored message, as `GET /analytics/__events` lists it. */
export interface StoredAnalyticsEvent {
  storefrontId: string;
  type: AnalyticsEventType;
  messageId: string;
  /** The `track` event's name, else null. */
  event: string | null;
  /** The `page`'s name, else null. */
  name: string | null;
  userId: string | null;
  anonymousId: string | null;
  properties: AnalyticsJson;
  traits: AnalyticsJson;
  context: AnalyticsJson;
  timestamp: string | null;
  sentAt: string | null;
  /** When the sink received it, on the sandbox clock. */
  receivedAt: string;
}

const invalidWriteKey = (detail: string) => new SandboxHttpError(401, 'InvalidWriteKey', detail);

/** The write key of `Authorization: Basic base64(writeKey + ':')`, or undefined without one. */
function writeKeyFromHeader(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) throw invalidWriteKey('Authorization must be Basic base64(writeKey + ":")');
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? decoded : decoded.slice(0, colon);
}

async function readJson(c: Context): Promise<unknown> {
  const bytes = await readLimitedBytes(
    c.req.raw,
    MAX_ANALYTICS_BODY_BYTES,
    () =>
      new SandboxHttpError(
        413,
        'PayloadTooLarge',
        `The payload is larger than ${MAX_ANALYTICS_BODY_BYTES / 1024} KB`,
      ),
  );
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new SandboxHttpError(400, 'BadRequest', 'The request body is not valid JSON');
  }
}

/**
 * Refuses a payload holding a password, token or card data, naming where: the rules of
 * `@storefront/analytics` itself (its DOM-free `./guard` entry), so the sink and the client
 * that strips events before sending can never disagree.
 */
function rejectSensitiveData(body: unknown): void {
  const findings = findSensitiveData(body);
  const [first] = findings;
  if (!first) return;
  throw new SandboxHttpError(400, 'SensitiveDataRejected', describeSensitiveFinding(first), {
    errors: findings.map((finding) => ({
      path: finding.path,
      message: describeSensitiveFinding(finding).slice(finding.path.length + 2),
    })),
  });
}

function validate<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const parsed = schema.safeParse(body, {
    error: (issue) => (issue.input === undefined ? 'is required' : undefined),
  });
  if (!parsed.success) throw parsed.error;
  return parsed.data;
}

const eventsQuerySchema = z.object({
  storefrontId: z.string().min(1).optional(),
  event: z.string().min(1).optional(),
  type: z.enum(['identify', 'page', 'track']).optional(),
  name: z.string().min(1).optional(),
  userId: z.string().min(1).optional(),
  anonymousId: z.string().min(1).optional(),
});

/**
 * The analytics sink, mounted under `/analytics`: Segment's HTTP tracking API for the
 * storefront's analytics library.
 *
 * - `POST /segment/identify` `{ userId, anonymousId, traits }`
 * - `POST /segment/page` `{ name, properties, context, userId | anonymousId }`
 * - `POST /segment/track` `{ event, properties, userId | anonymousId, timestamp, messageId }`
 * - `POST /segment/batch` `{ batch: [{ type, … }], context? }`
 *
 * Each needs the store's write key (`Authorization: Basic base64(writeKey + ':')`, or a
 * `writeKey` field in the body); an unknown or missing key is `401 InvalidWriteKey`. A payload
 * holding a password, token or card data anywhere is `400 SensitiveDataRejected` naming the
 * path; a malformed one is `400 ValidationError`. Accepted messages are stored with the
 * sandbox clock's time, once per store and `messageId`: `200 { success: true, stored,
 * duplicates }`.
 *
 * With `config.testRoutes` on, `GET /__events?storefrontId=&event=&type=&name=&userId=&anonymousId=`
 * lists the stored messages, oldest first: `{ events: [...] }`.
 *
 * @example
 * ```ts
 * app.route(SERVICE_BASE_PATHS.analytics, createAnalyticsRoutes(context));
 * ```
 */
export function createAnalyticsRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const { db, clock } = context;

  const storefrontOf = async (writeKey: string | undefined): Promise<string> => {
    if (writeKey === undefined || writeKey === '') {
      throw invalidWriteKey('A write key is required: Authorization: Basic base64(writeKey + ":")');
    }
    const [row] = await db.orm
      .select({ storefrontId: analyticsWriteKeys.storefrontId })
      .from(analyticsWriteKeys)
      .where(eq(analyticsWriteKeys.writeKey, writeKey));
    if (!row) throw invalidWriteKey('Unknown write key');
    return row.storefrontId;
  };

  /** Authenticates, reads, screens and validates a request body. */
  const readRequest = async <Schema extends z.ZodType>(c: Context, schema: Schema) => {
    const headerKey = writeKeyFromHeader(c.req.header('authorization'));
    // A known header key is checked before the body is read at all.
    const headerStore = headerKey === undefined ? undefined : await storefrontOf(headerKey);
    const body = await readJson(c);
    const bodyKey =
      typeof body === 'object' && body !== null && 'writeKey' in body
        ? (body as { writeKey: unknown }).writeKey
        : undefined;
    const storefrontId =
      headerStore ?? (await storefrontOf(typeof bodyKey === 'string' ? bodyKey : undefined));
    rejectSensitiveData(body);
    return { storefrontId, request: validate(schema, body) };
  };

  const store = async (
    storefrontId: string,
    messages: readonly SegmentMessage[],
    shared: { context?: AnalyticsJson; sentAt?: string } = {},
  ): Promise<AnalyticsAccepted> => {
    const receivedAt = clock.now();
    const rows = messages.map((message) => {
      const properties: AnalyticsJson =
        message.type === 'identify' ? {} : { ...(message.properties ?? {}) };
      if (message.type === 'page' && message.category !== undefined) {
        properties['category'] ??= message.category;
      }
      const sentAt = message.sentAt ?? shared.sentAt;
      return {
        storefrontId,
        type: message.type,
        messageId: message.messageId ?? `sandbox-${nanoid()}`,
        event: message.type === 'track' ? message.event : null,
        name: message.type === 'page' ? (message.name ?? null) : null,
        userId: message.userId ?? null,
        anonymousId: message.anonymousId ?? null,
        properties,
        traits: message.type === 'identify' ? (message.traits ?? {}) : {},
        context: { ...shared.context, ...message.context },
        timestamp: message.timestamp === undefined ? null : new Date(message.timestamp),
        sentAt: sentAt === undefined ? null : new Date(sentAt),
        receivedAt,
      };
    });
    const inserted = await db.orm
      .insert(analyticsEvents)
      .values(rows)
      .onConflictDoNothing({ target: [analyticsEvents.storefrontId, analyticsEvents.messageId] })
      .returning({ id: analyticsEvents.id });
    return { success: true, stored: inserted.length, duplicates: rows.length - inserted.length };
  };

  const routes = new Hono<SandboxEnv>()
    .post('/segment/identify', async (c) => {
      const { storefrontId, request } = await readRequest(c, identifyRequestSchema);
      return c.json(await store(storefrontId, [{ ...request, type: 'identify' }]));
    })
    .post('/segment/page', async (c) => {
      const { storefrontId, request } = await readRequest(c, pageRequestSchema);
      return c.json(await store(storefrontId, [{ ...request, type: 'page' }]));
    })
    .post('/segment/track', async (c) => {
      const { storefrontId, request } = await readRequest(c, trackRequestSchema);
      return c.json(await store(storefrontId, [{ ...request, type: 'track' }]));
    })
    .post('/segment/batch', async (c) => {
      const { storefrontId, request } = await readRequest(c, batchRequestSchema);
      return c.json(
        await store(storefrontId, request.batch, {
          context: request.context,
          sentAt: request.sentAt,
        }),
      );
    });

  if (context.config.testRoutes) {
    routes.get('/__events', async (c) => {
      const query = parseQuery(c, eventsQuerySchema);
      if (query.storefrontId !== undefined) {
        await requireStorefrontById(db, query.storefrontId);
      }
      const filters: SQL[] = [];
      if (query.storefrontId !== undefined) {
        filters.push(eq(analyticsEvents.storefrontId, query.storefrontId));
      }
      if (query.event !== undefined) filters.push(eq(analyticsEvents.event, query.event));
      if (query.type !== undefined) filters.push(eq(analyticsEvents.type, query.type));
      if (query.name !== undefined) filters.push(eq(analyticsEvents.name, query.name));
      if (query.userId !== undefined) filters.push(eq(analyticsEvents.userId, query.userId));
      if (query.anonymousId !== undefined) {
        filters.push(eq(analyticsEvents.anonymousId, query.anonymousId));
      }
      const rows = await db.orm
        .select()
        .from(analyticsEvents)
        .where(and(...filters))
        .orderBy(asc(analyticsEvents.id));
      const events: StoredAnalyticsEvent[] = rows.map((row) => ({
        storefrontId: row.storefrontId,
        type: row.type,
        messageId: row.messageId,
        event: row.event,
        name: row.name,
        userId: row.userId,
        anonymousId: row.anonymousId,
        properties: row.properties,
        traits: row.traits,
        context: row.context,
        timestamp: row.timestamp?.toISOString() ?? null,
        sentAt: row.sentAt?.toISOString() ?? null,
        receivedAt: row.receivedAt.toISOString(),
      }));
      return c.json({ events });
    });
  }

  return routes;
}
