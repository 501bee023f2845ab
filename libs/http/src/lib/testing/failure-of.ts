/**
 * What a promise rejected with, for a test that checks the error itself (its class, `code` and
 * fields) rather than only that it failed. A promise that resolves fails the test.
 *
 * @example
 * const error = await failureOf(getPage(client, 'view/about'));
 * expect(error).toBeInstanceOf(ApiError);
 */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}
