import type { SandboxFetch } from '../../testing.ts';
import { kitCall } from '../kit-call.ts';
import type { KitAnswer as CallAnswer } from '../kit-call.ts';

/** The demo customer's credentials (seeded by `0002-identity.sql`). */
export const DEMO_CUSTOMER = {
  id: 'cus_demo_dana_whitfield',
  email: 'demo@boxup.example',
  password: 'Boxes4All!',
} as const;

/** Anonymous token service keys of the seeded stores. */
export const ANONYMOUS_SERVICE_KEYS = {
  boxup: 'boxupAnonServiceKey001',
  ybd: 'ybdAnonServiceKey00001',
  kartonwerk: 'kartonwerkAnonKey00001',
} as const;

/** An anonymous session from the anonymous token service. */
export interface AnonymousSession {
  anonymousToken: string;
  validationKey: string;
  anonymousId: string;
}

/** The fields of an error answer the designs and assets tests read. */
export interface KitProblem {
  title?: string;
  detail?: string;
  errors?: Array<{ path: string; message: string }>;
}

/** An answer as the kit reads it: status, JSON body (or `{}`) and headers. */
export type KitAnswer<Body = Record<string, unknown>> = CallAnswer<Body, KitProblem>;

let signUps = 0;

/**
 * Helpers for tests of the designs and assets services. Tokens come from the real identity
 * routes (anonymous sessions, sign-in, sign-up); nothing is faked.
 *
 * @example
 * ```ts
 * const kit = sessionKit(sandbox.fetch);
 * const token = await kit.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
 * const list = await kit.call('GET', '/session/designs', { token });
 * ```
 */
export function sessionKit(fetch: SandboxFetch) {
  const call = kitCall<KitProblem>(fetch);

  const ok = <Body>(answer: KitAnswer<Body>, what: string): Body => {
    if (answer.status >= 300) {
      throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  };

  /** Signs in on boxup (north-america), optionally from an anonymous session. */
  const signIn = async (
    email: string,
    password: string,
    anonymous?: AnonymousSession,
  ): Promise<string> => {
    const answer = await call<{ accessToken: string }>('POST', '/auth/v1/north-america/login', {
      body: {
        storeFrontId: 'boxup',
        email,
        password,
        ...(anonymous && {
          anonymousId: anonymous.anonymousId,
          validationKey: anonymous.validationKey,
        }),
      },
    });
    return ok(answer, 'login').accessToken;
  };

  /** Signs up a new boxup customer and signs it in. */
  const signUp = async (): Promise<{ email: string; password: string; accessToken: string }> => {
    signUps += 1;
    const email = `designer-${signUps}-${Date.now()}@example.com`;
    const password = 'Designs4All!';
    ok(
      await call('POST', '/idp/dbconnections/signup', {
        body: { client_id: 'boxup-storefront', connection: 'boxup', email, password },
      }),
      'signup',
    );
    return { email, password, accessToken: await signIn(email, password) };
  };

  /** Starts an anonymous session on a store. */
  const anonymous = async (
    store: keyof typeof ANONYMOUS_SERVICE_KEYS = 'boxup',
  ): Promise<AnonymousSession> =>
    ok(
      await call<AnonymousSession>('POST', `/anon/${ANONYMOUS_SERVICE_KEYS[store]}/token`),
      'anonymous token',
    );

  return { call, ok, signIn, signUp, anonymous };
}
