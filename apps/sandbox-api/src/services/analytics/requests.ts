import { z } from 'zod';

// The request bodies of the analytics sink: Segment's HTTP tracking API (identify, page, track,
// batch). Unknown fields are ignored, as Segment ignores them.

/** Largest request body: 500 KB, Segment's limit for a batch. */
export const MAX_ANALYTICS_BODY_BYTES = 500 * 1024;

/** Most messages in one batch. */
export const MAX_BATCH_MESSAGES = 500;

const textError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : 'must be a text';

const jsonObject = z.record(z.string(), z.unknown(), { error: 'must be a JSON object' });
const isoTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' });
const visitorId = z
  .string({ error: textError })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(200, { error: 'must be at most 200 characters' });

const common = {
  messageId: z
    .string({ error: textError })
    .min(1, { error: 'must not be empty' })
    .max(200, { error: 'must be at most 200 characters' })
    .optional(),
  timestamp: isoTime.optional(),
  sentAt: isoTime.optional(),
  userId: visitorId.optional(),
  anonymousId: visitorId.optional(),
  context: jsonObject.optional(),
  integrations: jsonObject.optional(),
};

const identifyFields = { ...common, traits: jsonObject.optional() };
const pageFields = {
  ...common,
  name: z.string({ error: textError }).max(200).optional(),
  category: z.string({ error: textError }).max(200).optional(),
  properties: jsonObject.optional(),
};
const trackFields = {
  ...common,
  event: z
    .string({ error: textError })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(200, { error: 'must be at most 200 characters' }),
  properties: jsonObject.optional(),
};

const visitorMessage = 'userId or anonymousId is required';

/** Adds the "userId or anonymousId" rule of Segment to a message schema. */
function withVisitor<Schema extends z.ZodObject>(schema: Schema) {
  return schema.superRefine((message, context) => {
    const { userId, anonymousId } = message as { userId?: string; anonymousId?: string };
    if (userId === undefined && anonymousId === undefined) {
      context.addIssue({ code: 'custom', path: ['userId'], message: visitorMessage });
    }
  });
}

/** `POST /segment/identify`. */
export const identifyRequestSchema = withVisitor(z.object(identifyFields));
/** `POST /segment/page`. */
export const pageRequestSchema = withVisitor(z.object(pageFields));
/** `POST /segment/track`. */
export const trackRequestSchema = withVisitor(z.object(trackFields));

const batchMessageSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ ...identifyFields, type: z.literal('identify') }),
    z.object({ ...pageFields, type: z.literal('page') }),
    z.object({ ...trackFields, type: z.literal('track') }),
  ],
  { error: "type must be 'identify', 'page' or 'track'" },
);

/** `POST /segment/batch`: messages of any type, plus a `context` every message gets. */
export const batchRequestSchema = z
  .object({
    batch: z
      .array(batchMessageSchema, { error: 'must be a list of messages' })
      .min(1, { error: 'must hold at least one message' })
      .max(MAX_BATCH_MESSAGES, { error: `must hold at most ${MAX_BATCH_MESSAGES} messages` }),
    context: jsonObject.optional(),
    sentAt: isoTime.optional(),
  })
  .superRefine((body, context) => {
    body.batch.forEach((message, index) => {
      if (message.userId === undefined && message.anonymousId === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['batch', index, 'userId'],
          message: visitorMessage,
        });
      }
    });
  });

/** One message of any type, as the routes hand it to storage. */
export type SegmentMessage = z.output<typeof batchMessageSchema>;
