import { expect } from 'vitest';
import { sandboxPerFile } from '../../testing.ts';

/** The read token of the content service in the sandbox. */
const TOKEN = 'sandbox-content-read-token';

/** The fields of a card (tile, picker card, landing card) as the storefront asks for them. */
export const CARD =
  'id title descriptionHtml image { url alt width height } buttonText openInNewTab redirectUri';

interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{ message: string }>;
}

/**
 * A sandbox for the tests of a file and `query`, which posts a query of the content contract to
 * `POST /content/graphql` and answers its data (expecting 200 and no errors).
 */
export function setUpContentGraphql() {
  const sandbox = sandboxPerFile();

  async function query<T = Record<string, unknown>>(
    source: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const response = await sandbox.fetch('/content/graphql', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: source, variables }),
    });
    const answer = (await response.json()) as GraphQLAnswer<T>;
    expect(response.status, JSON.stringify(answer.errors)).toBe(200);
    expect(answer.errors).toBeUndefined();
    return answer.data as T;
  }

  return { sandbox, query };
}
