import { expect } from 'vitest';
import { createSandboxClock } from '../../clock.ts';
import { sandboxPerFile } from '../../testing.ts';

/** The identity routes of the north-america tenant. */
export const NA = '/auth/v1/north-america';

/**
 * The shared setup of the identity tests: a sandbox on a frozen clock for the tests of a file,
 * `send` (a JSON request to it) and `signUp` (a boxup customer through the identity provider's
 * sign-up, 200 expected).
 */
export function setUpIdentitySandbox() {
  const sandbox = sandboxPerFile({ clock: createSandboxClock({ frozen: true }) });

  function send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return sandbox.fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** Signs a boxup customer up; answers its id. */
  async function signUp(
    email: string,
    password: string,
    userMetadata?: { given_name: string; family_name: string },
  ): Promise<{ _id: string }> {
    const response = await send('POST', '/idp/dbconnections/signup', {
      client_id: 'boxup-storefront',
      connection: 'boxup',
      email,
      password,
      ...(userMetadata && { user_metadata: userMetadata }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { _id: string };
  }

  return { sandbox, send, signUp };
}
