// TEST AND STORY HELPER ONLY — published through the `./testing` entry, never used by the pages.
// Storybook runs in the browser without the sandbox, so the stories (and the unit tests that
// only check what the pages do with an answer) use this in-memory identity. It keeps the
// shape and the errors of the real `createIdentity` (IdentityError reasons and the spec's
// messages) but talks to no service and validates no token.
import {
  IdentityError,
  type Identity,
  type IdentityEvent,
  type IdentityState,
  type SignUpData,
} from '../../index';
import { INITIAL_IDENTITY_STATE } from '../../lib/identity-types';

type Listener = (state: IdentityState, event: IdentityEvent) => void;

/** A customer the story identity knows. */
export interface StoryAccount {
  email: string;
  password: string;
  firstName: string;
  surname: string;
  company?: string;
}

/** The calls of the story identity; each can be made to fail or to hang. */
export type StoryIdentityCall = Exclude<
  keyof Identity,
  | 'getState'
  | 'subscribe'
  | 'consumeLoginNotification'
  | 'destroy'
  | 'signUpAndSignIn'
  | 'sessionExpired'
>;

/**
 * Options of {@link createStoryIdentity}.
 *
 * @example
 * const options: StoryIdentityOptions = { signedIn: true, fail: { signIn: 'Service unavailable' } };
 */
export interface StoryIdentityOptions {
  /** Customers who can sign in; defaults to {@link STORY_DEMO_ACCOUNT}. */
  accounts?: readonly StoryAccount[];
  /** Start signed in as the first account (after `init()`). */
  signedIn?: boolean;
  /** Reset tickets that are valid; defaults to `[STORY_RESET_TICKET]`. */
  resetTickets?: readonly string[];
  /** Verification tickets that are valid; defaults to `[STORY_VERIFY_TICKET]`. */
  verifyTickets?: readonly string[];
  /** Calls that fail with a `SERVICE_ERROR` of this message. */
  fail?: Partial<Record<StoryIdentityCall, string>>;
  /** Calls that never settle (to show loading states). */
  hang?: readonly StoryIdentityCall[];
  /** Milliseconds every call waits before answering; defaults to 0. */
  latencyMs?: number;
}

/**
 * The story identity: a full `Identity` plus what a story or test wants to look at.
 *
 * @example
 * const identity = createStoryIdentity();
 * await identity.signIn({ email: 'demo@boxup.example', password: 'Boxes4All!' });
 * identity.calls; // ['init', 'signIn']
 */
export interface StoryIdentity extends Identity {
  /** The calls made so far, in order (`signUpAndSignIn` shows as signUp, signIn). */
  readonly calls: StoryIdentityCall[];
  /** Emails a password reset was asked for. */
  readonly resetRequests: string[];
  /** Everyone who signed up. */
  readonly signUps: SignUpData[];
}

/** The seeded customer of the contract (`demo@boxup.example` / `Boxes4All!`). */
export const STORY_DEMO_ACCOUNT: StoryAccount = {
  email: 'demo@boxup.example',
  password: 'Boxes4All!',
  firstName: 'Dana',
  surname: 'Whitfield',
  company: 'Whitfield Candles',
};

/** A reset ticket the story identity accepts by default. */
export const STORY_RESET_TICKET = 'story-reset-ticket';

/** A verification ticket the story identity accepts by default. */
export const STORY_VERIFY_TICKET = 'story-verify-ticket';

function ticketError(): IdentityError {
  return new IdentityError({ reason: 'INVALID_TICKET', message: 'Ticket is invalid or expired' });
}

function invalidAccessToken(): IdentityError {
  return new IdentityError({ reason: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' });
}

/**
 * Creates an in-memory identity for stories and tests: sign-in with the known accounts,
 * sign-up, sign-out, password reset with known tickets and email verification, with the
 * same error reasons and messages as the real one. Calls can be made to fail or hang.
 *
 * @example
 * <IdentityProvider identity={createStoryIdentity({ fail: { signIn: 'Service unavailable' } })}>
 *   <LoginView onSignedIn={fn()} />
 * </IdentityProvider>
 */
export function createStoryIdentity(options: StoryIdentityOptions = {}): StoryIdentity {
  const accounts = new Map(
    (options.accounts ?? [STORY_DEMO_ACCOUNT]).map((account) => [
      account.email.toLowerCase(),
      { ...account },
    ]),
  );
  const resetTickets = new Set(options.resetTickets ?? [STORY_RESET_TICKET]);
  const verifyTickets = new Set(options.verifyTickets ?? [STORY_VERIFY_TICKET]);
  const listeners = new Set<Listener>();
  const calls: StoryIdentityCall[] = [];
  const resetRequests: string[] = [];
  const signUps: SignUpData[] = [];
  let state: IdentityState = INITIAL_IDENTITY_STATE;
  let currentEmail: string | null = null;
  let loginNotification = false;
  let anonCounter = 0;
  let started: Promise<IdentityState> | undefined;

  function publish(next: IdentityState) {
    state = next;
    const { status: _status, ...session } = next;
    for (const listener of listeners) listener(state, { type: 'identity', ...session });
  }

  function anonymous(): IdentityState {
    anonCounter += 1;
    const anonId = `storyAnonymousId${String(anonCounter).padStart(5, '0')}`;
    return {
      status: 'anonymous',
      isSignedIn: false,
      canonicalId: anonId,
      accessToken: null,
      anonToken: `story-anonymous-token-${anonCounter}`,
      anonId,
      profile: null,
    };
  }

  function signedIn(account: StoryAccount): IdentityState {
    return {
      status: 'signedIn',
      isSignedIn: true,
      canonicalId: `customer-${account.email}`,
      accessToken: `story-access-token-${account.email}`,
      anonToken: null,
      anonId: null,
      profile: {
        email: account.email,
        firstName: account.firstName,
        surname: account.surname,
        company: account.company ?? null,
      },
    };
  }

  /** Runs one call: records it, waits, then fails, hangs or answers as configured. */
  async function call<T>(name: StoryIdentityCall, answer: () => T): Promise<T> {
    calls.push(name);
    if (options.hang?.includes(name)) return new Promise<T>(() => {});
    await new Promise((resolve) => setTimeout(resolve, options.latencyMs ?? 0));
    const failure = options.fail?.[name];
    if (failure !== undefined) {
      throw new IdentityError({ reason: 'SERVICE_ERROR', message: failure, status: 503 });
    }
    return answer();
  }

  function requireSignedIn(): StoryAccount {
    const account = currentEmail === null ? undefined : accounts.get(currentEmail);
    if (!state.isSignedIn || account === undefined) throw invalidAccessToken();
    return account;
  }

  function signInAs(email: string, password: string) {
    if (state.isSignedIn) {
      throw new IdentityError({
        reason: 'ALREADY_SIGNED_IN',
        message: 'User is already signed in',
      });
    }
    const account = accounts.get(email.trim().toLowerCase());
    if (account === undefined || account.password !== password) {
      throw new IdentityError({
        reason: 'INVALID_CREDENTIALS',
        message: 'Wrong email or password.',
        status: 401,
        serviceCode: 'InvalidCredentials',
      });
    }
    currentEmail = account.email.toLowerCase();
    loginNotification = true;
    publish(signedIn(account));
    return state;
  }

  function addAccount(data: SignUpData) {
    const email = data.email.trim().toLowerCase();
    if (accounts.has(email)) {
      throw new IdentityError({
        reason: 'USER_EXISTS',
        message: 'The user already exists.',
        status: 400,
        serviceCode: 'user_exists',
      });
    }
    signUps.push(data);
    accounts.set(email, {
      email,
      password: data.password,
      firstName: data.firstName,
      surname: data.surname,
      ...(data.company === undefined ? {} : { company: data.company }),
    });
  }

  const identity: StoryIdentity = {
    calls,
    resetRequests,
    signUps,
    // Like the real one, init() runs once; later calls share its result.
    init: () =>
      (started ??= call('init', () => {
        const first = [...accounts.values()][0];
        if (options.signedIn && first !== undefined) {
          currentEmail = first.email.toLowerCase();
          publish(signedIn(first));
        } else {
          publish(anonymous());
        }
        for (const listener of listeners) listener(state, { type: 'initialized' });
        return state;
      })),
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signIn: ({ email, password }) => call('signIn', () => signInAs(email, password)),
    signUp: (data) => call('signUp', () => addAccount(data)),
    signUpAndSignIn: async (data) => {
      await call('signUp', () => addAccount(data));
      return call('signIn', () => signInAs(data.email, data.password));
    },
    signOut: () =>
      call('signOut', () => {
        currentEmail = null;
        publish(anonymous());
        return state;
      }),
    requestPasswordReset: ({ email }) =>
      call('requestPasswordReset', () => {
        resetRequests.push(email);
      }),
    validateResetTicket: (ticketId) =>
      call('validateResetTicket', () => {
        if (!resetTickets.has(ticketId)) throw ticketError();
      }),
    changePassword: ({ ticketId }) =>
      call('changePassword', () => {
        if (!resetTickets.has(ticketId)) throw ticketError();
        resetTickets.delete(ticketId);
      }),
    updatePassword: ({ password, newPassword }) =>
      call('updatePassword', () => {
        const account = requireSignedIn();
        if (account.password !== password) {
          throw new IdentityError({ reason: 'INVALID_CREDENTIALS', message: 'Wrong password.' });
        }
        account.password = newPassword;
      }),
    updateEmail: ({ newEmail }) =>
      call('updateEmail', () => {
        requireSignedIn().email = newEmail.toLowerCase();
      }),
    sendVerificationEmail: () =>
      call('sendVerificationEmail', () => {
        requireSignedIn();
      }),
    verifyEmail: ({ ticketId }) =>
      call('verifyEmail', () => {
        if (!verifyTickets.has(ticketId)) throw ticketError();
        verifyTickets.delete(ticketId);
      }),
    getAccessToken: () => call('getAccessToken', () => state.accessToken),
    getAnonymousToken: () => call('getAnonymousToken', () => state.anonToken),
    // Story tokens never expire: a 401 has no newer token to offer.
    handleUnauthorized: () => call('handleUnauthorized', () => null),
    sessionExpired: () => false,
    consumeLoginNotification: () => {
      const show = loginNotification;
      loginNotification = false;
      return show;
    },
    destroy: () => {
      listeners.clear();
    },
  };
  return identity;
}
