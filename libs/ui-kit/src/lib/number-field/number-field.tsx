import type { ChangeEvent, ClipboardEvent, ComponentPropsWithRef, KeyboardEvent } from 'react';
import { cn } from '../cn';
import {
  TextControlFrame,
  textControlClasses,
  useTextControl,
  type TextControlFieldProps,
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
export interface NumberFieldProps
  extends
    Omit<ComponentPropsWithRef<'input'>, 'size' | 'type' | 'inputMode'>,
    TextControlFieldProps {
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
  className,
  inputClassName,
  onValueChange,
  onKeyDown,
  onChange,
  onPaste,
  ...props
}: NumberFieldProps) {
  const { frame, control } = useTextControl(props);

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
    <TextControlFrame slot="number-field" className={className} {...frame}>
      <input
        data-slot="input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        className={cn(textControlClasses(), 'tabular-nums', inputClassName)}
        onKeyDown={handleKeyDown}
        onChange={handleChange}
        onPaste={handlePaste}
        {...control}
      />
    </TextControlFrame>
  );
}
