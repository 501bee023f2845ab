// A stand-in for the content service that answers each operation with the sample data (or the
// data given), for unit tests and stories (also `@storefront/content/testing`).
import { createContentClient, type ContentClient } from '../content-client';
import { sampleData } from './sample-content';

/** A GraphQL request the fake service received. */
export interface SentQuery {
  query: string;
  variables: Record<string, unknown>;
  operationName: string;
}

/**
 * A content client (store `boxup`, locale `de-DE`) whose service answers the query's root
 * field with `data[field]`, else the sample data's; `sent` records the requests.
 */
export function fakeContentService(data: Record<string, unknown> = {}): {
  client: ContentClient;
  sent: SentQuery[];
} {
  const sent: SentQuery[] = [];
  const answers: Record<string, unknown> = { ...sampleData, ...data };
  const client = createContentClient({
    baseUrl: 'http://content.test/content',
    token: 'read-token',
    storefrontId: 'boxup',
    locale: 'de-DE',
    fetch: async (request) => {
      const body = (await request.json()) as SentQuery;
      sent.push(body);
      const field = /\{\s*(\w+)/.exec(body.query)?.[1] ?? '';
      return Response.json({ data: { [field]: answers[field] } });
    },
  });
  return { client, sent };
}
