/**
 * The text a form field shows for its error (internal). Messages are `orders` message keys
 * (the forms' zod schemas use them) and are translated; with `keyPrefix`, only messages that
 * start with it are keys, others are sent text (a card check's words) and are shown as they
 * are. No message, no text.
 *
 * @example
 * <TextField error={fieldErrorText(t, errors.cvv?.message, 'payment.errors.')} {...register('cvv')} />
 */
export function fieldErrorText(
  t: (key: string) => string,
  message: string | undefined,
  keyPrefix?: string,
): string | undefined {
  if (!message) return undefined;
  return keyPrefix === undefined || message.startsWith(keyPrefix) ? t(message) : message;
}
