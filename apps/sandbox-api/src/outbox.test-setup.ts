// Shared by the route tests that read the emails the sandbox "sent" (test route
// `GET /__sandbox/outbox`).
import type { OutboxMessage } from './outbox.ts';
import type { SandboxFetch } from './testing.ts';

/**
 * The emails the sandbox sent to `to`, oldest first.
 *
 * @example
 * ```ts
 * const [mail] = await readOutbox(sandbox.fetch, 'ada@example.com');
 * ```
 */
export async function readOutbox(fetch: SandboxFetch, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}
