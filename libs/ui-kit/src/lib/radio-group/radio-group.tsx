import type { ReactNode } from 'react';
import { cn } from '../cn';
import {
  FieldErrorText,
  FieldHintText,
  hasContent,
  hintClasses,
  labelClasses,
  RequiredMarker,
  useFieldIds,
  type SingleChoiceFieldProps,
} from '../field/field-parts';
import { focusRing } from '../focus-ring';

/**
 * One choice of a {@link RadioGroup}.
 *
 * @example
 * const express: RadioGroupOption = {
 *   value: 'express',
 *   label: 'Express',
 *   description: '2 business days',
 * };
 */
export interface RadioGroupOption {
  value: string;
  label: ReactNode;
  /** Second line under the label, e.g. delivery time and price of a shipping method. */
  description?: ReactNode;
  disabled?: boolean;
}

/**
 * Props of {@link RadioGroup}.
 *
 * @example
 * const props: RadioGroupProps = {
 *   label: 'Shipping method',
 *   options: [express, standard],
 *   value: 'express',
 *   onChange: setMethod,
 * };
 */
export interface RadioGroupProps extends SingleChoiceFieldProps {
  options: readonly RadioGroupOption[];
}

/**
 * A group of mutually exclusive choices, each a bordered card with label and description,
 * built on native `<input type="radio">`s sharing one `name`: Tab enters the group at the
 * chosen option, the arrow keys move and select (skipping disabled options), and the whole
 * card is clickable. Controlled: the server renders the chosen radio and hydration keeps it.
 *
 * @example
 * <RadioGroup
 *   label="Shipping method"
 *   options={[
 *     { value: 'standard', label: 'Standard', description: '5–7 business days, free' },
 *     { value: 'express', label: 'Express', description: '2 business days, $24.00' },
 *   ]}
 *   value={method}
 *   onChange={setMethod}
 * />
 */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  hint,
  error,
  disabled = false,
  required = false,
  name,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds({ hint, error });
  const labelId = `${ids.controlId}-label`;
  const invalid = hasContent(error);
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={ids.describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      data-slot="radio-group"
      className={cn('flex flex-col gap-2', className)}
    >
      <span id={labelId} data-slot="label" className={labelClasses}>
        {label}
        {required ? <RequiredMarker /> : null}
      </span>
      {hasContent(hint) ? <FieldHintText id={ids.hintId}>{hint}</FieldHintText> : null}
      <div className="flex flex-col gap-2">
        {options.map((option, index) => {
          const optionId = `${ids.controlId}-${index}`;
          const described = hasContent(option.description);
          return (
            // The label makes the whole card choose its radio; the radio is named by the
            // option's label alone, the description is read after it.
            <label
              key={option.value}
              data-slot="radio-option"
              className={cn(
                'rounded-brand border-border bg-surface flex cursor-pointer items-start gap-3 border p-3',
                'has-checked:border-brand-primary has-checked:bg-surface-muted',
                'has-disabled:cursor-not-allowed has-disabled:opacity-50',
              )}
            >
              <span className="relative mt-0.5 flex size-5 shrink-0">
                <input
                  type="radio"
                  name={name ?? ids.controlId}
                  value={option.value}
                  checked={option.value === value}
                  onChange={() => onChange(option.value)}
                  disabled={disabled || option.disabled}
                  aria-labelledby={`${optionId}-label`}
                  aria-describedby={described ? `${optionId}-description` : undefined}
                  data-slot="radio"
                  className={cn(
                    'peer size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2',
                    'border-ink-muted bg-surface checked:border-brand-primary',
                    'disabled:cursor-not-allowed',
                    focusRing,
                  )}
                />
                <span
                  aria-hidden="true"
                  className="bg-brand-primary pointer-events-none invisible absolute inset-0 m-auto size-2.5 rounded-full peer-checked:visible"
                />
              </span>
              <span className="flex min-w-0 flex-col gap-0.5">
                <span id={`${optionId}-label`} className="text-ink text-base">
                  {option.label}
                </span>
                {described ? (
                  <span id={`${optionId}-description`} className={hintClasses}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {invalid ? <FieldErrorText id={ids.errorId}>{error}</FieldErrorText> : null}
    </div>
  );
}
