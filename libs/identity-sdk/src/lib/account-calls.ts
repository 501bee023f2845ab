import { IDENTITY_ERROR_MESSAGES } from './identity-api';
import { IdentityError } from './identity-error';
import type { CustomerSession } from './customer-session';
import type { Identity } from './identity-types';
import type { Runtime } from './session-runtime';

/**
 * A required text input: `MISSING_PARAMETER` naming `field` when it is absent or blank.
 *
 * @example
 * const password = required('password', input?.password);
 */
export function required(field: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new IdentityError({
      reason: 'MISSING_PARAMETER',
      field,
      message: `${field} is required`,
    });
  }
  return value;
}

/**
 * A required email address, trimmed and lower-cased.
 *
 * @example
 * normaliseEmail('email', ' Dana@Example.com '); // 'dana@example.com'
 */
export function normaliseEmail(field: string, value: unknown): string {
  return required(field, value).trim().toLowerCase();
}

/** The account calls of an `Identity`: sign-up, passwords, email address and tickets. */
export type AccountCalls = Pick<
  Identity,
  | 'signUp'
  | 'requestPasswordReset'
  | 'validateResetTicket'
  | 'changePassword'
  | 'updatePassword'
  | 'updateEmail'
  | 'sendVerificationEmail'
  | 'verifyEmail'
>;

/**
 * Creates the {@link AccountCalls}: each waits for `init()` (`ready`), checks its input, and
 * calls the service, with the customer's token where the service needs one.
 *
 * @example
 * const account = createAccountCalls({ ready, customer, getAccessToken });
 * await account.requestPasswordReset({ email: 'dana@example.com' });
 */
export function createAccountCalls({
  ready,
  customer,
  getAccessToken,
}: {
  readonly ready: () => Promise<Runtime>;
  readonly customer: CustomerSession;
  readonly getAccessToken: () => Promise<string | null>;
}): AccountCalls {
  async function bearer(): Promise<string> {
    const token = await getAccessToken();
    if (token === null) {
      throw new IdentityError({
        reason: 'INVALID_ACCESS_TOKEN',
        message: IDENTITY_ERROR_MESSAGES.invalidAccessToken,
      });
    }
    return token;
  }

  const account: AccountCalls = {
    async signUp(input) {
      const rt = await ready();
      const email = normaliseEmail('email', input?.email);
      const password = required('password', input?.password);
      const registered = await rt.api.signUp({
        email,
        password,
        firstName: input.firstName,
        surname: input.surname,
        company: input.company,
        title: input.title,
      });
      if (registered) {
        customer.recordSignUp({
          email,
          firstName: input.firstName ?? null,
          surname: input.surname ?? null,
          company: input.company ?? null,
        });
      }
    },

    async requestPasswordReset(input) {
      const rt = await ready();
      const email = normaliseEmail('email', input?.email);
      await rt.api.requestPasswordReset(email);
    },

    async validateResetTicket(ticketId) {
      const rt = await ready();
      const id = required('ticketId', ticketId);
      const invalidTicket = new IdentityError({
        reason: 'INVALID_TICKET',
        field: 'ticketId',
        message: IDENTITY_ERROR_MESSAGES.invalidTicket,
      });
      let ticket;
      try {
        ticket = await rt.api.getTicket(id);
      } catch (error) {
        if (error instanceof IdentityError && error.status === 404) throw invalidTicket;
        throw error;
      }
      if (
        ticket.ticketType !== 'reset_password' ||
        ticket.params?.storeFrontId !== rt.config.storeFrontId
      ) {
        throw invalidTicket;
      }
    },

    async changePassword(input) {
      const rt = await ready();
      const ticketId = required('ticketId', input?.ticketId);
      const password = required('password', input?.password);
      await account.validateResetTicket(ticketId);
      await rt.api.resetPassword(ticketId, password);
    },

    async updatePassword(input) {
      const rt = await ready();
      const password = required('password', input?.password);
      const newPassword = required('newPassword', input?.newPassword);
      await rt.api.updatePassword(await bearer(), password, newPassword);
    },

    async updateEmail(input) {
      const rt = await ready();
      const password = required('password', input?.password);
      const newEmail = normaliseEmail('newEmail', input?.newEmail);
      await rt.api.updateEmail(await bearer(), password, newEmail);
      customer.recordEmailChange(newEmail);
    },

    async sendVerificationEmail() {
      const rt = await ready();
      await rt.api.sendVerificationEmail(await bearer());
    },

    async verifyEmail(input) {
      const rt = await ready();
      const ticketId = required('ticketId', input?.ticketId);
      await rt.api.verifyEmail(ticketId);
    },
  };
  return account;
}
