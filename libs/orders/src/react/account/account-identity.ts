/**
 * The identity calls the account forms need — exactly these methods of the identity SDK's
 * `Identity`, so the storefront passes its identity as is.
 *
 * @example
 * <PasswordChangeForm identity={identity} />
 */
export interface AccountIdentity {
  /** Signed in: changes the password (bearer). */
  updatePassword(input: { password: string; newPassword: string }): Promise<void>;
  /** Signed in: changes the email (bearer). */
  updateEmail(input: { password: string; newEmail: string }): Promise<void>;
  /** Signed in: emails a verification link (bearer). */
  sendVerificationEmail(): Promise<void>;
}

/** The message of a failed identity call: the SDK's (the service's words), else `fallback`. */
export function identityFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '' && 'code' in error)
    return error.message;
  return fallback;
}
