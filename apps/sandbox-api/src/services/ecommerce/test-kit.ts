import type { TestSandbox } from '../../testing.ts';
import { kitCall } from '../kit-call.ts';
import type { KitAnswer } from '../kit-call.ts';

/** The demo customer's credentials (seeded by `0002-identity.sql`). */
export const DEMO_CUSTOMER = {
  id: 'cus_demo_dana_whitfield',
  email: 'demo@boxup.example',
  password: 'Boxes4All!',
} as const;

/** The fields of an error answer (`{ title, detail }` and friends). */
export interface ProblemFields {
  title?: string;
  detail?: string;
  message?: string;
  errors?: Array<{ path: string; message: string }>;
}

/** An answer read by {@link CommerceKit.call}: the success body or a problem body. */
export type KitResponse<Body = Record<string, unknown>> = KitAnswer<Body, ProblemFields>;

/** An anonymous session from the real anonymous token service. */
export interface AnonymousSession {
  anonymousToken: string;
  validationKey: string;
  anonymousId: string;
}

const SERVICE_KEYS: Record<string, string> = {
  boxup: 'boxupAnonServiceKey001',
  ybd: 'ybdAnonServiceKey00001',
  kartonwerk: 'kartonwerkAnonKey00001',
};

/**
 * Helpers for tests of the commerce services: tokens through the real identity routes
 * (anonymous sessions, sign-in of the demo customer, sign-up) and JSON calls with a bearer.
 * For tests only; it never fakes a route.
 *
 * @example
 * ```ts
 * const kit = commerceKit(sandbox);
 * const { anonymousToken } = await kit.anonymous();
 * const cart = await kit.call('POST', kit.ecommerce('carts'), { token: anonymousToken, body: {} });
 * ```
 */
export function commerceKit(
  sandbox: TestSandbox,
  options: { tenant?: string; storefront?: string } = {},
) {
  const tenant = options.tenant ?? 'north-america';
  const storefront = options.storefront ?? 'boxup';

  // The sandbox of sandboxPerFile starts in beforeAll: read its fetch at call time.
  const call = kitCall<ProblemFields>((input, init) => sandbox.fetch(input, init));

  const expectOk = <Body>(response: KitResponse<Body>, what: string): Body => {
    if (response.status >= 300) {
      throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
    }
    return response.body;
  };

  return {
    tenant,
    storefront,
    call,
    /** A path of the ecommerce service under this tenant and store. */
    ecommerce: (path: string) => `/ecommerce/tenants/${tenant}/storefronts/${storefront}/${path}`,
    /** A path of the payment service under this tenant and store. */
    payments: (path: string) => `/payments/tenants/${tenant}/storefronts/${storefront}/${path}`,
    /** A new anonymous session of the store. */
    anonymous: async (): Promise<AnonymousSession> =>
      expectOk(
        await call<AnonymousSession>('POST', `/anon/${SERVICE_KEYS[storefront]}/token`),
        'anonymous token',
      ),
    /** Signs a customer in (optionally from an anonymous session, which records the merge). */
    signIn: async (
      credentials: { email: string; password: string } = DEMO_CUSTOMER,
      anonymous?: AnonymousSession,
    ): Promise<string> =>
      expectOk(
        await call<{ accessToken: string }>('POST', `/auth/v1/${tenant}/login`, {
          body: {
            storeFrontId: storefront,
            email: credentials.email,
            password: credentials.password,
            ...(anonymous
              ? { anonymousId: anonymous.anonymousId, validationKey: anonymous.validationKey }
              : {}),
          },
        }),
        'sign-in',
      ).accessToken,
    /** Signs a new customer up and in; answers the customer id and access token. */
    signUp: async (email: string): Promise<{ customerId: string; accessToken: string }> => {
      const password = 'Sturdy#Box9';
      const signedUp = expectOk(
        await call<{ _id: string }>('POST', '/idp/dbconnections/signup', {
          body: {
            client_id: `${storefront}-storefront`,
            connection: storefront,
            email,
            password,
            user_metadata: { given_name: 'Test', family_name: 'Shopper' },
          },
        }),
        'sign-up',
      );
      const login = expectOk(
        await call<{ accessToken: string }>('POST', `/auth/v1/${tenant}/login`, {
          body: { storeFrontId: storefront, email, password },
        }),
        'sign-in',
      );
      return { customerId: signedUp._id, accessToken: login.accessToken };
    },
  };
}

/** The helpers of {@link commerceKit}. */
export type CommerceKit = ReturnType<typeof commerceKit>;
