import { useCallback } from 'react';
import {
  AUTH_FORM_MESSAGES,
  PASSWORD_RULES,
  isIdentityError,
  type IdentityErrorCode,
} from '../index';
import { useMessages } from '@storefront/ui-kit/i18n';

// The form schemas and the identity core speak the spec's English. These maps find the
// translated text for each message they know; anything else is shown as it came.
const FORM_ERROR_KEYS = new Map<string, string>([
  ...Object.entries(AUTH_FORM_MESSAGES).map(([key, message]): [string, string] => [
    message,
    `formErrors.${key}`,
  ]),
  ...PASSWORD_RULES.map((rule): [string, string] => [rule.message, `formErrors.rule.${rule.id}`]),
]);

const SERVICE_ERROR_KEYS = new Map<string, string>([
  ['User is already signed in', 'errors.userAlreadySignedIn'],
  ['Ticket is invalid or expired', 'errors.ticketInvalid'],
  ['Invalid access token', 'errors.invalidAccessToken'],
]);

const IDENTITY_ERROR_KEYS: Partial<Record<IdentityErrorCode, string>> = {
  ALREADY_SIGNED_IN: 'errors.userAlreadySignedIn',
  INVALID_TICKET: 'errors.ticketInvalid',
  INVALID_ACCESS_TOKEN: 'errors.invalidAccessToken',
};

/** The message of a thrown value, if it carries one. */
export function errorMessageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** Whether an error says the reset or verification ticket is unknown, used or expired. */
export function isTicketError(error: unknown): boolean {
  if (isIdentityError(error, 'INVALID_TICKET')) return true;
  if (errorMessageOf(error) === 'Ticket is invalid or expired') return true;
  if (typeof error !== 'object' || error === null) return false;
  const { serviceCode } = error as { serviceCode?: unknown };
  return serviceCode === 'InvalidTicket' || serviceCode === 'TicketNotFound';
}

/**
 * Translates a validation message of the form schemas into the page language (unknown
 * messages are returned unchanged).
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useMessages('identity');
  return useCallback(
    (message) => {
      if (message === undefined || message === '') return undefined;
      const key = FORM_ERROR_KEYS.get(message);
      return key === undefined ? message : t(key);
    },
    [t],
  );
}

/**
 * The text to show for an error thrown by the identity core or a service: the spec's
 * catalogue messages translated, any other service message as sent, and a generic text when
 * the error carries no message.
 */
export function useServiceErrorText(): (error: unknown) => string {
  const { t } = useMessages('identity');
  return useCallback(
    (error) => {
      if (isIdentityError(error, 'TOO_MANY_ATTEMPTS')) {
        const seconds = error.retryAfterSeconds;
        return seconds === undefined
          ? t('errors.tooManyAttemptsLater')
          : t('errors.tooManyAttempts', { count: Math.max(1, Math.ceil(seconds / 60)) });
      }
      const reasonKey = isIdentityError(error) ? IDENTITY_ERROR_KEYS[error.reason] : undefined;
      if (reasonKey !== undefined) return t(reasonKey);
      const message = errorMessageOf(error);
      if (message === undefined) return t('errors.unexpected');
      const key = SERVICE_ERROR_KEYS.get(message);
      return key === undefined ? message : t(key);
    },
    [t],
  );
}
