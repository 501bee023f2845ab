// Shared by the sandbox's route tests: the status and JSON body of an answer, checked in one
// call (most tests of an error end with exactly these two expectations).
import { expect } from 'vitest';

/**
 * Expects `response` to have `status` and exactly the JSON body `body`.
 *
 * @example
 * ```ts
 * await expectAnswer(response, 404, { title: 'TenantNotFound', detail: 'Unknown tenant "atlantis"' });
 * ```
 */
export async function expectAnswer(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual(body);
}

/**
 * Expects `response` to have `status` and a JSON body with at least the fields of `body`.
 *
 * @example
 * ```ts
 * await expectAnswerMatching(response, 400, { title: 'InvalidRequest' });
 * ```
 */
export async function expectAnswerMatching(
  response: Response,
  status: number,
  body: Record<string, unknown>,
) {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject(body);
}
