// TEST HELPER ONLY — not exported from the package. What the session core's tests against the
// in-process sandbox share: the file's sandbox (`sandboxPerFile()` of
// `@storefront/sandbox-api/testing`, which only test files may import), identities that record
// every request and are destroyed after each test, customers registered at the identity
// provider, the links of the sandbox's outbox, and the IdentityError a call rejects with.
import { nanoid } from 'nanoid';
import { afterEach, vi } from 'vitest';
import { createIdentity } from '../identity';
import type { Identity, IdentityEvent, IdentityOptions, IdentityState } from '../identity';
import type { IdentityConfigInput } from '../identity-config';
import { IdentityError } from '../identity-error';
import { memoryStorage } from '@storefront/browser-storage';
import { createMemoryTabCoordinator } from '../tab-coordinator';
import {
  SANDBOX_BOXUP_CONFIG as CONFIG,
  SANDBOX_DEMO_CUSTOMER,
  latestMailLink,
  signUpSandboxCustomer,
} from './sandbox-identity';

/** The password every customer registered here gets. */
export const PASSWORD = SANDBOX_DEMO_CUSTOMER.password;

/** One request an identity made. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/** What this helper needs of the in-process sandbox. */
interface InProcessSandbox {
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  clock: { now(): Date };
}

/** The `ticketId` of an emailed link. */
export const ticketOf = (link: string) => new URL(link).searchParams.get('ticketId') ?? '';

/** The IdentityError `promise` rejects with (any other outcome fails the test). */
export async function errorOf(promise: Promise<unknown>): Promise<IdentityError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof IdentityError) return error;
    throw error;
  }
  throw new Error('expected an IdentityError');
}

/** Every state and event the identity publishes from now on. */
export function events(identity: Identity) {
  const seen: Array<{ state: IdentityState; event: IdentityEvent }> = [];
  identity.subscribe((state, event) => seen.push({ state, event }));
  return seen;
}

/** A new email address nobody has registered. */
export const uniqueEmail = () =>
  `shopper-${nanoid(8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}@example.com`;

/**
 * Identities of the `boxup` store talking to the file's sandbox (a `sandboxPerFile()` handle:
 * read inside tests, once it has started), destroyed after each test.
 *
 * @example
 * const { makeIdentity } = identitySandbox(sandboxPerFile());
 * it('starts', async () => { const { identity } = makeIdentity(); await identity.init(); });
 */
export function identitySandbox<Sandbox extends InProcessSandbox>(sandbox: Sandbox) {
  const created: Identity[] = [];
  afterEach(() => {
    for (const identity of created.splice(0)) identity.destroy();
  });

  /** A fetch to the sandbox that records every request (method, path, JSON body). */
  function recorder(fail?: (call: Call) => Response | Error | undefined) {
    const calls: Call[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const call: Call = {
        method: request.method,
        path: new URL(request.url).pathname,
        body: text === '' ? undefined : JSON.parse(text),
        authorization: request.headers.get('authorization'),
      };
      calls.push(call);
      const failure = fail?.(call);
      if (failure instanceof Error) throw failure;
      if (failure !== undefined) return failure;
      return sandbox.fetch(request);
    };
    const count = (method: string, pathEnd: string) =>
      calls.filter((call) => call.method === method && call.path.endsWith(pathEnd)).length;
    return { fetch, calls, count };
  }

  function makeIdentity(
    config: Partial<IdentityConfigInput> = {},
    options: IdentityOptions & { record?: ReturnType<typeof recorder> } = {},
  ) {
    const record = options.record ?? recorder();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const storage = options.storage ?? memoryStorage();
    const identity = createIdentity({ ...CONFIG, ...config } as IdentityConfigInput, {
      storage,
      fetch: record.fetch,
      now: () => sandbox.clock.now().getTime(),
      logger,
      coordinator: createMemoryTabCoordinator(),
      ...options,
    });
    created.push(identity);
    return { identity, record, logger, storage };
  }

  async function registerCustomer(email = uniqueEmail(), password = PASSWORD): Promise<string> {
    await signUpSandboxCustomer(sandbox.fetch, email, password, {
      given_name: 'Test',
      family_name: 'Shopper',
    });
    return email;
  }

  async function latestLink(email: string): Promise<string> {
    const link = await latestMailLink(sandbox.fetch, email);
    if (!link) throw new Error(`No mail with a link for ${email}`);
    return link;
  }

  return { sandbox, recorder, makeIdentity, registerCustomer, latestLink };
}
