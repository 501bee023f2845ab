import type { TokenClaims } from './token-validator';

/** A token and what the SDK knows about it. `offsetMs`: local clock minus the issuer's. */
export interface HeldToken {
  readonly token: string;
  readonly claims: TokenClaims;
  readonly offsetMs: number;
  /** False when the signing keys could not be loaded; the token is kept, not trusted for sign-in. */
  readonly verified: boolean;
}
