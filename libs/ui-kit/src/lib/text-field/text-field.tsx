import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../cn';
import {
  FieldErrorText,
  FieldHintText,
  hasContent,
  labelClasses,
  RequiredMarker,
  textControlClasses,
  useFieldIds,
} from '../field/field-parts';

/**
 * Props of {@link TextField}: every `<input>` attribute plus label, hint and error.
 *
 * @example
 * const props: TextFieldProps = { label: 'Company', autoComplete: 'organization' };
 */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label, tied to the input with `for`/`id`. */
  label: ReactNode;
  /** Help shown under the label and read after the label (`aria-describedby`). */
  hint?: ReactNode;
  /** Error shown under the input; sets `aria-invalid` and is read with the field. */
  error?: ReactNode;
  /** Classes of the input itself; `className` goes to the wrapper. */
  inputClassName?: string;
}

/**
 * A labelled single-line text input with optional hint and error. `ref` reaches the
 * `<input>`, so `{...register('email')}` from react-hook-form works as is.
 *
 * @example
 * <TextField
 *   label="Email"
 *   type="email"
 *   autoComplete="email"
 *   required
 *   hint="We send the order confirmation here."
 *   error={errors.email?.message}
 *   {...register('email')}
 * />
 */
export function TextField({
  label,
  hint,
  error,
  id,
  required,
  className,
  inputClassName,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  const invalid = hasContent(error) || ariaInvalid === true || ariaInvalid === 'true';
  return (
    <div data-slot="text-field" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.controlId} data-slot="label" className={labelClasses}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hasContent(hint) ? <FieldHintText id={ids.hintId}>{hint}</FieldHintText> : null}
      <input
        id={ids.controlId}
        data-slot="input"
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cn(textControlClasses(), inputClassName)}
        {...inputProps}
      />
      {hasContent(error) ? <FieldErrorText id={ids.errorId}>{error}</FieldErrorText> : null}
    </div>
  );
}
