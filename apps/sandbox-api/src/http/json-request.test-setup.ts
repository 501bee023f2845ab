// Shared by the sandbox's route tests: the request init of a JSON request, so a test names only
// its method, body and extra headers.

/**
 * A request init with a JSON body (a string is sent as it is) and `Content-Type: application/json`.
 *
 * @example
 * ```ts
 * await sandbox.fetch('/auth/v1/north-america/login', json('POST', { storeFrontId, email, password }));
 * ```
 */
export const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
