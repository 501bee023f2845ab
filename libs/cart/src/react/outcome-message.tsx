import { cn } from '@storefront/ui-kit';
import type { Ref } from 'react';

/**
 * What a shopper's action came to (internal): a message, good or bad; `null` before any.
 *
 * @example
 * const outcome: Outcome = { tone: 'success', message: 'Coupon Applied successfully' };
 */
export type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * An action's outcome (internal): a status message, or an alert for an error. With `ref` it
 * can take focus (the caller moves focus to it when what was acted on is gone).
 *
 * @example
 * {outcome ? <OutcomeMessage outcome={outcome} /> : null}
 */
export function OutcomeMessage({
  outcome,
  ref,
}: {
  outcome: NonNullable<Outcome>;
  ref?: Ref<HTMLParagraphElement>;
}) {
  return (
    <p
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={outcome.tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'text-sm font-medium outline-none',
        outcome.tone === 'error' ? 'text-danger' : 'text-success',
      )}
    >
      {outcome.message}
    </p>
  );
}
