import { Button, Section } from '@storefront/ui-kit';
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type FormEventHandler,
  type ReactNode,
} from 'react';

export interface Outcome {
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

/**
 * The frame of an account form that reports its outcome (internal): a titled card with an
 * optional intro, the form (its fields, then the submit button) and the outcome's live regions.
 *
 * @example
 * <AccountFormSection heading="Email" slot="email-change" submitLabel="Change email"
 *   submitting={isSubmitting} onSubmit={submit} outcome={outcome}>…fields…</AccountFormSection>
 */
export function AccountFormSection({
  heading,
  slot,
  intro,
  submitLabel,
  submitting,
  onSubmit,
  outcome,
  children,
}: {
  heading: string;
  slot: string;
  intro?: ReactNode;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  outcome: Pick<ReturnType<typeof useFormOutcome>, 'outcome' | 'alertRef'>;
  children: ReactNode;
}) {
  return (
    <Section framed heading={heading} data-slot={slot} className="flex flex-col gap-4">
      {intro}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        <Button type="submit" loading={submitting} className="self-start">
          {submitLabel}
        </Button>
      </form>
      <FormOutcomeMessages {...outcome} />
    </Section>
  );
}
