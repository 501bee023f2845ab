// What the analytics sink of the in-process sandbox stored, as tests read it back
// (`GET /analytics/__events`). Free of any test runner, so `@storefront/analytics/testing`
// exports it for the tests of apps that send analytics to the sandbox.

/** The sink of the in-process sandbox (`TestSandbox.fetch` reaches it without a network). */
export const SANDBOX_ANALYTICS_ENDPOINT = 'http://sandbox.test/analytics';

/**
 * An event as the sandbox's sink stored it.
 *
 * @example
 * const names = (events: StoredEvent[]) => events.map((event) => event.event ?? event.name);
 */
export interface StoredEvent {
  storefrontId: string;
  type: 'identify' | 'page' | 'track';
  messageId: string;
  event: string | null;
  name: string | null;
  userId: string | null;
  anonymousId: string | null;
  properties: Record<string, unknown>;
  traits: Record<string, unknown>;
  context: Record<string, unknown>;
  timestamp: string | null;
}

/**
 * The events the sandbox's sink stored that match `query` (`storefrontId`, `anonymousId`,
 * `type`, …), oldest first.
 *
 * @example
 * const pages = await storedEvents(sandbox, { anonymousId: analytics.getAnonymousId(), type: 'page' });
 */
export async function storedEvents(
  sandbox: { fetch(input: string): Promise<Response> },
  query: Record<string, string>,
): Promise<StoredEvent[]> {
  const response = await sandbox.fetch(`/analytics/__events?${new URLSearchParams(query)}`);
  return ((await response.json()) as { events: StoredEvent[] }).events;
}
