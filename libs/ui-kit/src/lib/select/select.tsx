import { cn } from '../cn';
import {
  ChevronIcon,
  hasContent,
  TextControlFrame,
  useFieldIds,
  type SingleChoiceFieldProps,
} from '../field/field-parts';
import { focusRing } from '../focus-ring';

/**
 * One choice of a {@link Select}.
 *
 * @example
 * const option: SelectOption = { value: 'mailer', label: 'Mailer box' };
 */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * Props of {@link Select}.
 *
 * @example
 * const props: SelectProps = {
 *   label: 'Box style',
 *   options: [{ value: 'mailer', label: 'Mailer box' }],
 *   value: null,
 *   onChange: setStyle,
 * };
 */
export interface SelectProps extends SingleChoiceFieldProps {
  options: readonly SelectOption[];
  /** Shown as a first, empty and disabled choice while `value` is `null` (or no option's). */
  placeholder?: string;
  /** The browser's autofill hint for the choice, e.g. `country-name` or `address-level1`. */
  autoComplete?: string;
}

/** The value of the placeholder's choice, which is disabled, so never chosen. */
const NOTHING_CHOSEN = '';

/**
 * A single-choice dropdown on the native `<select>`: the phone's own picker, the browser's
 * keyboard (arrows, typing to jump, Enter submits the form) and screen-reader behaviour, and
 * autofill in address forms. Controlled: the server renders the chosen value and hydration
 * keeps it.
 *
 * @example
 * <Select
 *   label="Box style"
 *   placeholder="Choose a style"
 *   options={[
 *     { value: 'mailer', label: 'Mailer box' },
 *     { value: 'shipping', label: 'Shipping box' },
 *   ]}
 *   value={style}
 *   onChange={setStyle}
 * />
 */
export function Select({
  options,
  value,
  onChange,
  placeholder,
  autoComplete,
  name,
  label,
  hint,
  error,
  disabled,
  required,
  className,
}: SelectProps) {
  const ids = useFieldIds({ hint, error });
  const invalid = hasContent(error);
  // Without a chosen value (or with one no option has) the empty choice stays selected; a
  // native select would otherwise show its first option as if it were chosen.
  const chosen = options.some((option) => option.value === value) ? value : null;
  return (
    <TextControlFrame
      slot="select"
      label={label}
      hint={hint}
      error={error}
      required={required}
      ids={ids}
      className={className}
    >
      <div className="relative">
        <select
          id={ids.controlId}
          data-slot="select-control"
          name={name}
          autoComplete={autoComplete}
          value={chosen ?? NOTHING_CHOSEN}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
          className={cn(
            'peer rounded-brand block min-h-11 w-full appearance-none truncate border',
            'border-ink-muted bg-surface *:text-ink py-2 ps-3 pe-10 text-start text-base',
            chosen === null ? 'text-ink-muted' : 'text-ink',
            'disabled:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60',
            'aria-invalid:border-danger aria-invalid:border-2',
            focusRing,
          )}
        >
          {chosen === null ? (
            <option value={NOTHING_CHOSEN} disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronIcon className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 peer-disabled:opacity-60" />
      </div>
    </TextControlFrame>
  );
}
