// TEST HELPER ONLY — not exported from the package. The real identity core wired to the
// in-process sandbox: pass the `fetch` of `createTestSandbox()` (imported by the test file
// itself; only tests may start the sandbox).
import { memoryStorage } from '@storefront/browser-storage';
import {
  createIdentity,
  createMemoryTabCoordinator,
  type Identity,
  type IdentityConfigInput,
  type IdentityOptions,
} from '../../index';

/** The origin the in-process sandbox answers for (`TEST_SANDBOX_ORIGIN`). */
export const SANDBOX_ORIGIN = 'http://sandbox.test';

/** The address put into emailed links by the sandbox identity. */
export const SANDBOX_SITE_URL = 'http://localhost:4200';

/** The seeded demo customer of the `boxup` store (north-america tenant). */
export const SANDBOX_DEMO_CUSTOMER = {
  email: 'demo@boxup.example',
  password: 'Boxes4All!',
  firstName: 'Dana',
  surname: 'Whitfield',
} as const;

/** The `boxup` store of the identity contract, pointed at the in-process sandbox. */
export const SANDBOX_BOXUP_CONFIG: IdentityConfigInput = {
  tenant: 'north-america',
  storeFrontId: 'boxup',
  enableAnon: true,
  anonServiceKey: 'boxupAnonServiceKey001',
  authenticationBaseUrl: `${SANDBOX_ORIGIN}/auth`,
  anonymousBaseUrl: `${SANDBOX_ORIGIN}/anon`,
  identityProviderBaseUrl: `${SANDBOX_ORIGIN}/idp`,
  identityProviderClientId: 'boxup-storefront',
  identityProviderConnection: 'boxup',
  tokenAudience: 'https://api.storefront.sandbox/',
  siteUrl: SANDBOX_SITE_URL,
};

const created = new Set<Identity>();

/**
 * A real identity (`createIdentity`) against the sandbox, with its own in-memory storage
 * (unless `options` gives one), tab coordinator and a silent logger; `options.now` sets its
 * clock. Call {@link destroySandboxIdentities} in `afterEach` to stop its timers.
 *
 * @example
 * const identity = createSandboxIdentity(sandbox.fetch, { enableAnon: false });
 */
export function createSandboxIdentity(
  fetch: typeof globalThis.fetch,
  config: Partial<IdentityConfigInput> = {},
  options: Pick<IdentityOptions, 'now' | 'storage'> = {},
): Identity {
  const identity = createIdentity(
    { ...SANDBOX_BOXUP_CONFIG, ...config },
    {
      fetch,
      coordinator: createMemoryTabCoordinator(),
      logger: { warn: () => {}, error: () => {} },
      ...options,
      storage: options.storage ?? memoryStorage(),
    },
  );
  created.add(identity);
  return identity;
}

/** Destroys every identity made by {@link createSandboxIdentity}. */
export function destroySandboxIdentities(): void {
  for (const identity of created) identity.destroy();
  created.clear();
}

/** A fresh email address, so tests sharing one sandbox do not meet each other's accounts. */
export function uniqueEmail(label: string): string {
  return `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/**
 * The link of the newest sandbox email to `to` (password reset or verification), read from
 * the sandbox's test routes.
 *
 * @example
 * const link = await latestMailLink(sandbox.fetch, 'dana@example.com');
 * new URL(link).searchParams.get('ticketId');
 */
export async function latestMailLink(
  fetch: typeof globalThis.fetch,
  to: string,
): Promise<string | undefined> {
  const response = await fetch(`${SANDBOX_ORIGIN}/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { messages: { link?: string }[] };
  return body.messages[0]?.link;
}

/**
 * Signs `email` up as a customer of the `boxup` store at the sandbox's identity provider, with
 * `profile` as its user metadata when given; throws when the sign-up is refused.
 *
 * @example
 * await signUpSandboxCustomer(sandbox.fetch, 'ada@example.com', 'Boxes4All!', { given_name: 'Ada', family_name: 'Lovelace' });
 */
export async function signUpSandboxCustomer(
  fetch: typeof globalThis.fetch,
  email: string,
  password: string = SANDBOX_DEMO_CUSTOMER.password,
  profile?: { given_name: string; family_name: string },
): Promise<void> {
  const response = await fetch(`${SANDBOX_ORIGIN}/idp/dbconnections/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: 'boxup-storefront',
      connection: 'boxup',
      email,
      password,
      ...(profile ? { user_metadata: profile } : {}),
    }),
  });
  if (response.status !== 200) throw new Error(`Sign-up of ${email} answered ${response.status}`);
}

/**
 * Registers a new customer of the `boxup` store at the sandbox's identity provider and returns
 * its email ({@link uniqueEmail} with `label`); throws when the sign-up is refused.
 *
 * @example
 * const email = await registerSandboxCustomer(sandbox.fetch, 'tab');
 * await identity.signIn({ email, password: SANDBOX_DEMO_CUSTOMER.password });
 */
export async function registerSandboxCustomer(
  fetch: typeof globalThis.fetch,
  label: string,
  password: string = SANDBOX_DEMO_CUSTOMER.password,
): Promise<string> {
  const email = uniqueEmail(label);
  await signUpSandboxCustomer(fetch, email, password);
  return email;
}
