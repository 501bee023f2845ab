import type {
  ChangeEvent,
  ClipboardEvent,
  ComponentPropsWithRef,
  KeyboardEvent,
  ReactNode,
} from 'react';
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

/** Keys a numeric `<input type="number">` would accept but a count of boxes must not. */
const REJECTED_KEYS = new Set(['e', 'E', '+', '-', '.']);

function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/**
 * Props of {@link NumberField}: `<input>` attributes plus label, hint, error and digits out.
 *
 * @example
 * const props: NumberFieldProps = { label: 'ZIP code', maxLength: 5, onValueChange: setZip };
 */
export interface NumberFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'size' | 'type' | 'inputMode'
> {
  /** Visible label, tied to the input with `for`/`id`. */
  label: ReactNode;
  /** Help read after the label (`aria-describedby`), e.g. "Minimum 50 boxes". */
  hint?: ReactNode;
  /** Error shown under the input; sets `aria-invalid`. */
  error?: ReactNode;
  /** Called with the cleaned value (only the digits 0–9) after every edit. */
  onValueChange?: (digits: string) => void;
  /** Classes of the input itself; `className` goes to the wrapper. */
  inputClassName?: string;
}

/**
 * A whole-number field (quantities, postal codes): a text input with the numeric keypad
 * that never holds anything but digits. It ignores e, E, +, - and `.` as keys, and strips
 * every other character from typed, pasted or dropped text. `ref` reaches the `<input>`.
 *
 * @example
 * <NumberField
 *   label="Quantity"
 *   hint="Minimum 50 boxes"
 *   value={quantity}
 *   onValueChange={setQuantity}
 * />
 */
export function NumberField({
  label,
  hint,
  error,
  id,
  required,
  className,
  inputClassName,
  onValueChange,
  onKeyDown,
  onChange,
  onPaste,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: NumberFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  const invalid = hasContent(error) || ariaInvalid === true || ariaInvalid === 'true';

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Shortcuts such as Ctrl+- (zoom out) keep working.
    const shortcut = event.ctrlKey || event.metaKey || event.altKey;
    if (!shortcut && REJECTED_KEYS.has(event.key)) event.preventDefault();
    onKeyDown?.(event);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const digits = digitsOnly(input.value);
    // Written back before the caller's onChange so an uncontrolled form library
    // (react-hook-form's register) reads the cleaned value too.
    if (digits !== input.value) input.value = digits;
    onChange?.(event);
    onValueChange?.(digits);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const pasted = event.clipboardData.getData('text');
    const digits = digitsOnly(pasted);
    if (digits === pasted) return;
    // Insert only the digits where the caret is, then let React see an ordinary input event.
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const next = input.value.slice(0, start) + digits + input.value.slice(end);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, next);
    input.setSelectionRange(start + digits.length, start + digits.length);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }

  return (
    <div data-slot="number-field" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.controlId} data-slot="label" className={labelClasses}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hasContent(hint) ? <FieldHintText id={ids.hintId}>{hint}</FieldHintText> : null}
      <input
        id={ids.controlId}
        data-slot="input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cn(textControlClasses(), 'tabular-nums', inputClassName)}
        onKeyDown={handleKeyDown}
        onChange={handleChange}
        onPaste={handlePaste}
        {...inputProps}
      />
      {hasContent(error) ? <FieldErrorText id={ids.errorId}>{error}</FieldErrorText> : null}
    </div>
  );
}
