import type { AnalyticsMessage } from './analytics-messages';

/**
 * A `fetch` the client sends with (the global one by default; tests pass the sandbox's).
 *
 * @example
 * const send: AnalyticsFetch = (url, init) => fetch(url, init);
 */
export type AnalyticsFetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Where and how messages are posted: `${endpoint}/segment/…` with the write key as
 * `Authorization: Basic base64(writeKey + ':')`.
 *
 * @example
 * const sink: AnalyticsSink = { endpoint: 'http://127.0.0.1:4010/analytics', authorization: basicAuthorization(key), send: fetch };
 */
export interface AnalyticsSink {
  /** Base URL without a trailing slash. */
  readonly endpoint: string;
  readonly authorization: string;
  readonly send: AnalyticsFetch;
}

/**
 * What became of one request:
 * - `accepted`: the sink stored the messages;
 * - `retry`: not reached, or a 408, 429 or 5xx answer (`retryAfterMs` from `Retry-After`);
 * - `write-key-rejected`: a 401; `rejected`: another 4xx (`detail` from the problem body).
 *
 * @example
 * if (outcome.kind === 'retry') scheduleRetry(outcome.retryAfterMs);
 */
export type SendOutcome =
  | { readonly kind: 'accepted' }
  | {
      readonly kind: 'retry';
      readonly status?: number;
      readonly retryAfterMs?: number;
      readonly cause?: unknown;
    }
  | { readonly kind: 'write-key-rejected'; readonly detail: string }
  | { readonly kind: 'rejected'; readonly status: number; readonly detail: string };

/**
 * The `Authorization` header of a write key (Segment's Basic scheme, empty password).
 *
 * @example
 * basicAuthorization('boxup-sandbox-write-key'); // 'Basic Ym94dXAtc2FuZGJveC13cml0ZS1rZXk6'
 */
export function basicAuthorization(writeKey: string): string {
  const bytes = new TextEncoder().encode(`${writeKey}:`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

async function problemDetail(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { title?: unknown; detail?: unknown };
    const parts = [body.title, body.detail].filter((part) => typeof part === 'string');
    return parts.length > 0 ? parts.join(': ') : `HTTP ${response.status}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}

/**
 * Posts messages to the sink: one message to `segment/<type>`, several to `segment/batch`,
 * stamped with `sentAt`. `keepalive` lets the request outlive a page that is going away.
 * Never rejects: a failure is an outcome.
 *
 * @example
 * const outcome = await sendMessages(sink, [message], { sentAt: new Date().toISOString() });
 */
export async function sendMessages(
  sink: AnalyticsSink,
  messages: readonly [AnalyticsMessage, ...AnalyticsMessage[]],
  options: { readonly sentAt: string; readonly keepalive?: boolean },
): Promise<SendOutcome> {
  const [first] = messages;
  const single = messages.length === 1;
  const path = single ? first.type : 'batch';
  const { sentAt } = options;
  const body = single ? { ...first, sentAt } : { batch: messages, sentAt };

  let response: Response;
  try {
    response = await sink.send(`${sink.endpoint}/segment/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: sink.authorization },
      body: JSON.stringify(body),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    return { kind: 'retry', cause: error };
  }

  if (response.ok) return { kind: 'accepted' };
  if (isRetryableStatus(response.status)) {
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      kind: 'retry',
      status: response.status,
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
    };
  }
  const detail = await problemDetail(response);
  return response.status === 401
    ? { kind: 'write-key-rejected', detail }
    : { kind: 'rejected', status: response.status, detail };
}
