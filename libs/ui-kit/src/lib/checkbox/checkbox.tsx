import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../cn';
import { FieldErrorText, hasContent, hintClasses, useFieldIds } from '../field/field-parts';
import { focusRing } from '../focus-ring';

/**
 * Props of {@link Checkbox}: every checkbox `<input>` attribute plus label texts.
 *
 * @example
 * const props: CheckboxProps = { label: 'Gift wrap', description: 'Tissue paper and a note' };
 */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Extra explanation under the label, read with the checkbox. */
  description?: ReactNode;
  /** Error under the label; sets `aria-invalid`. */
  error?: ReactNode;
}

/**
 * A native checkbox with a brand-styled box, a label and optional description and error.
 * Being a real `<input>`, it works in forms and with react-hook-form's `register` (`ref`
 * reaches the input) and toggles with Space.
 *
 * @example
 * <Checkbox
 *   label="Save this address"
 *   description="Use it again at your next checkout."
 *   {...register('saveAddress')}
 * />
 */
export function Checkbox({
  label,
  description,
  error,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint: description, error, describedBy: ariaDescribedBy });
  const invalid = hasContent(error) || ariaInvalid === true || ariaInvalid === 'true';
  return (
    <div data-slot="checkbox" className={cn('flex items-start gap-3', className)}>
      <span className="relative mt-0.5 flex size-5 shrink-0">
        <input
          id={ids.controlId}
          type="checkbox"
          data-slot="checkbox-input"
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
          className={cn(
            'peer border-ink-muted bg-surface size-5 shrink-0 cursor-pointer appearance-none border-2',
            'rounded-[calc(var(--brand-radius)/3)]',
            'checked:border-brand-primary checked:bg-brand-primary',
            'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-50',
            focusRing,
          )}
          {...inputProps}
        />
        <svg
          viewBox="0 0 20 20"
          fill="none"
          aria-hidden="true"
          focusable="false"
          className="text-brand-primary-contrast pointer-events-none invisible absolute inset-0 size-5 peer-checked:visible"
        >
          <path
            d="M5 10.5l3.2 3.2L15 7"
            stroke="currentColor"
            strokeWidth="2.25"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <label
          htmlFor={ids.controlId}
          data-slot="label"
          className="text-ink cursor-pointer text-base"
        >
          {label}
        </label>
        {hasContent(description) ? (
          <p id={ids.hintId} data-slot="description" className={hintClasses}>
            {description}
          </p>
        ) : null}
        {hasContent(error) ? <FieldErrorText id={ids.errorId}>{error}</FieldErrorText> : null}
      </div>
    </div>
  );
}
