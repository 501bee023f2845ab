import {
  Description,
  Field,
  Label,
  Radio,
  RadioGroup as HeadlessRadioGroup,
} from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../cn';
import { FieldErrorDescription, FieldHintDescription } from '../field/field-descriptions';
import {
  chosenOnly,
  hasContent,
  hintClasses,
  RequiredMarker,
  type SingleChoiceFieldProps,
} from '../field/field-parts';
import { dataFocusRing } from '../focus-ring';

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
 * built on the Headless UI RadioGroup: Tab enters the group at the chosen option and the
 * arrow keys move and select.
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
  const invalid = hasContent(error);
  return (
    <HeadlessRadioGroup
      value={value}
      onChange={chosenOnly(onChange)}
      disabled={disabled}
      name={name}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      data-slot="radio-group"
      className={cn('flex flex-col gap-2', className)}
    >
      <Label data-slot="label" className="text-ink text-sm font-semibold">
        {label}
        {required ? <RequiredMarker /> : null}
      </Label>
      {hasContent(hint) ? <FieldHintDescription>{hint}</FieldHintDescription> : null}
      <div className="flex flex-col gap-2">
        {options.map((option) => (
          <Field
            key={option.value}
            disabled={option.disabled}
            data-slot="radio-option"
            className={cn(
              'rounded-brand border-border bg-surface flex items-start gap-3 border p-3',
              'has-data-checked:border-brand-primary has-data-checked:bg-surface-muted',
              'data-disabled:opacity-50',
            )}
          >
            <Radio
              value={option.value}
              data-slot="radio"
              className={cn(
                'group mt-0.5 flex size-5 shrink-0 cursor-pointer items-center justify-center',
                'border-ink-muted bg-surface rounded-full border-2',
                'data-checked:border-brand-primary data-disabled:cursor-not-allowed',
                dataFocusRing,
              )}
            >
              <span className="bg-brand-primary invisible size-2.5 rounded-full group-data-checked:visible" />
            </Radio>
            <div className="flex min-w-0 flex-col gap-0.5">
              <Label className="text-ink cursor-pointer text-base data-disabled:cursor-not-allowed">
                {option.label}
              </Label>
              {hasContent(option.description) ? (
                <Description className={hintClasses}>{option.description}</Description>
              ) : null}
            </div>
          </Field>
        ))}
      </div>
      {invalid ? <FieldErrorDescription>{error}</FieldErrorDescription> : null}
    </HeadlessRadioGroup>
  );
}
