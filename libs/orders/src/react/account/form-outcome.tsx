import { useCallback, useMemo, useRef, useState } from 'react';

interface Outcome {
  ok: boolean;
  message: string;
}

/**
 * The result of an account form's submit (internal): `succeeded` shows a status, `failed` an
 * alert that takes the focus so a screen reader and a keyboard user land on it; `clear` before
 * a new attempt. Render {@link FormOutcomeMessages} with what it returns.
 *
 * @example
 * const outcome = useFormOutcome();
 * try { await save(); outcome.succeeded('Saved.'); } catch { outcome.failed('Not saved.'); }
 */
export function useFormOutcome() {
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const clear = useCallback(() => setOutcome(null), []);
  const succeeded = useCallback((message: string) => setOutcome({ ok: true, message }), []);
  const failed = useCallback((message: string) => {
    setOutcome({ ok: false, message });
    alertRef.current?.focus();
  }, []);
  return useMemo(
    () => ({ outcome, alertRef, clear, succeeded, failed }),
    [outcome, clear, succeeded, failed],
  );
}

/**
 * The live regions of an account form's outcome (internal): always rendered, so the message is
 * announced when it arrives.
 *
 * @example
 * <FormOutcomeMessages {...outcome} />
 */
export function FormOutcomeMessages({
  outcome,
  alertRef,
}: Pick<ReturnType<typeof useFormOutcome>, 'outcome' | 'alertRef'>) {
  return (
    <>
      <p role="status" className="text-success empty:hidden">
        {outcome?.ok ? outcome.message : null}
      </p>
      <p
        ref={alertRef}
        tabIndex={-1}
        role="alert"
        className="text-danger empty:hidden focus:outline-none"
      >
        {outcome && !outcome.ok ? outcome.message : null}
      </p>
    </>
  );
}
