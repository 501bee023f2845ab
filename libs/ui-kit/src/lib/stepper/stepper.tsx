import type { ReactNode } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/**
 * One step of a {@link Stepper}.
 *
 * @example
 * const shipping: StepperStep = { id: 'shipping', label: 'Shipping' };
 */
export interface StepperStep {
  id: string;
  label: ReactNode;
}

/**
 * Where a step stands relative to the current one; also its `data-state` attribute.
 *
 * @example
 * const state: StepperStepState = 'complete';
 */
export type StepperStepState = 'complete' | 'current' | 'upcoming';

/**
 * Props of {@link Stepper}.
 *
 * @example
 * const props: StepperProps = {
 *   label: 'Checkout progress',
 *   steps: [{ id: 'viewCart', label: 'Cart' }, { id: 'shipping', label: 'Shipping' }],
 *   currentStepId: 'shipping',
 * };
 */
export interface StepperProps {
  steps: readonly StepperStep[];
  currentStepId: string;
  /** Names the list, e.g. "Checkout progress". */
  label: string;
  /** Screen-reader-only suffix of finished steps, e.g. "completed". */
  completedLabel?: string;
  /** Makes finished steps buttons that go back to them. */
  onStepSelect?: (id: string) => void;
  className?: string;
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false" className="size-4">
      <path
        d="M5 10.5l3.2 3.2L15 7"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const markerClasses: Record<StepperStepState, string> = {
  complete: 'border-brand-primary bg-brand-primary text-brand-primary-contrast',
  current: 'border-brand-primary bg-surface text-brand-primary',
  upcoming: 'border-ink-muted bg-surface text-ink-muted',
};

const labelClasses: Record<StepperStepState, string> = {
  complete: 'text-ink max-sm:sr-only',
  current: 'font-semibold text-ink',
  upcoming: 'text-ink-muted max-sm:sr-only',
};

/**
 * Checkout progress as an ordered list: finished steps show a check, the current one
 * carries `aria-current="step"`, upcoming ones are muted. Below the `sm` screen only the
 * current label is shown; the others stay readable to screen readers.
 *
 * @example
 * <Stepper
 *   label="Checkout progress"
 *   completedLabel="completed"
 *   steps={[
 *     { id: 'viewCart', label: 'Cart' },
 *     { id: 'shipping', label: 'Shipping' },
 *     { id: 'payment', label: 'Payment' },
 *   ]}
 *   currentStepId="shipping"
 *   onStepSelect={goToStep}
 * />
 */
export function Stepper({
  steps,
  currentStepId,
  label,
  completedLabel,
  onStepSelect,
  className,
}: StepperProps) {
  const currentIndex = steps.findIndex((step) => step.id === currentStepId);
  return (
    <ol
      aria-label={label}
      data-slot="stepper"
      className={cn('flex w-full items-center gap-2', className)}
    >
      {steps.map((step, index) => {
        const state: StepperStepState =
          index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
        const content = (
          <>
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                markerClasses[state],
              )}
            >
              {state === 'complete' ? <CheckIcon /> : index + 1}
            </span>
            <span className={cn('text-sm', labelClasses[state])}>
              {step.label}
              {state === 'complete' && completedLabel ? (
                <VisuallyHidden> ({completedLabel})</VisuallyHidden>
              ) : null}
            </span>
          </>
        );
        return (
          <li
            key={step.id}
            data-slot="stepper-step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex min-w-0 flex-1 items-center gap-2 last:flex-none"
          >
            {state === 'complete' && onStepSelect ? (
              <button
                type="button"
                onClick={() => onStepSelect(step.id)}
                className={cn(
                  'rounded-brand flex min-w-0 items-center gap-2 hover:underline',
                  focusRing,
                )}
              >
                {content}
              </button>
            ) : (
              <span className="flex min-w-0 items-center gap-2">{content}</span>
            )}
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'h-0.5 min-w-4 flex-1',
                  state === 'complete' ? 'bg-brand-primary' : 'bg-border',
                )}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
