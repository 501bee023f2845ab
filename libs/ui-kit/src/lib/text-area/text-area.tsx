import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../cn';
import {
  FieldErrorText,
  FieldHintText,
  hasContent,
  labelClasses,
  RequiredMarker,
  textAreaClasses,
  useFieldIds,
} from '../field/field-parts';

/**
 * Props of {@link TextArea}: every `<textarea>` attribute plus label, hint and error.
 *
 * @example
 * const props: TextAreaProps = { label: 'Message', rows: 5, maxLength: 2000 };
 */
export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** Visible label, tied to the textarea with `for`/`id`. */
  label: ReactNode;
  /** Help shown under the label and read after the label (`aria-describedby`). */
  hint?: ReactNode;
  /** Error shown under the textarea; sets `aria-invalid` and is read with the field. */
  error?: ReactNode;
  /** Classes of the textarea itself; `className` goes to the wrapper. */
  textAreaClassName?: string;
}

/**
 * A labelled multi-line text input with optional hint and error, wired like
 * {@link TextField}: the hint and the error describe the textarea, an error marks it invalid.
 * Four rows high unless `rows` says otherwise; the shopper can drag it taller. `ref` reaches
 * the `<textarea>`, so `{...register('message')}` from react-hook-form works as is.
 *
 * @example
 * <TextArea
 *   label="Describe the box you have in mind"
 *   required
 *   rows={5}
 *   hint="Size, material, print and quantity help us quote faster."
 *   error={errors.details?.message}
 *   {...register('details')}
 * />
 */
export function TextArea({
  label,
  hint,
  error,
  id,
  required,
  rows = 4,
  className,
  textAreaClassName,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...textAreaProps
}: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  const invalid = hasContent(error) || ariaInvalid === true || ariaInvalid === 'true';
  return (
    <div data-slot="text-area" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.controlId} data-slot="label" className={labelClasses}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hasContent(hint) ? <FieldHintText id={ids.hintId}>{hint}</FieldHintText> : null}
      <textarea
        id={ids.controlId}
        data-slot="textarea"
        rows={rows}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cn(textAreaClasses(), textAreaClassName)}
        {...textAreaProps}
      />
      {hasContent(error) ? <FieldErrorText id={ids.errorId}>{error}</FieldErrorText> : null}
    </div>
  );
}
