import {
  Combobox as HeadlessCombobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption as HeadlessComboboxOption,
  ComboboxOptions,
} from '@headlessui/react';
import type { ReactNode, Ref } from 'react';
import { cn } from '../cn';
import { ListFieldFrame } from '../field/field-descriptions';
import { ChevronIcon, hasContent, hintClasses, optionListClasses } from '../field/field-parts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/**
 * One suggestion of a {@link Combobox}.
 *
 * @example
 * const option: ComboboxOption = {
 *   id: 'street_matlock-road',
 *   label: 'Matlock Road',
 *   description: 'Arlington, TX 76001 - 6 Addresses',
 *   expandable: true,
 * };
 */
export interface ComboboxOption {
  /** Unique among the options. */
  id: string;
  /** The option's first line. */
  label: string;
  /** A second, quieter line (read as part of the option's name). */
  description?: string;
  /**
   * Choosing it opens more options instead of picking it (a street with many house numbers):
   * `onExpand` is called and the list stays open.
   */
  expandable?: boolean;
}

/**
 * Props of {@link Combobox}.
 *
 * @example
 * const props: ComboboxProps<ComboboxOption> = {
 *   label: 'Street and house number',
 *   toggleLabel: 'Show suggestions',
 *   value: street,
 *   onChange: setStreet,
 *   options: [],
 *   onPick: fillAddress,
 * };
 */
export interface ComboboxProps<Option extends ComboboxOption = ComboboxOption> {
  /** Visible label; names the input. */
  label: ReactNode;
  /** Help shown under the label and read after it. */
  hint?: ReactNode;
  /** Error shown under the field; marks the input invalid and is read with it. */
  error?: ReactNode;
  /** The text in the input. Free text: the shopper may type anything, not only an option. */
  value: string;
  /** Called with the text on every keystroke. */
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** Reaches the `<input>` (react-hook-form's `field.ref`, to focus it on an error). */
  inputRef?: Ref<HTMLInputElement>;
  /** The input's name in a form. */
  name?: string;
  /** Shows the required marker and sets the input's `required`. */
  required?: boolean;
  /** The input's `autocomplete`, e.g. `address-line1`. */
  autoComplete?: string;
  disabled?: boolean;
  /** The suggestions for the current text, in order. */
  options: readonly Option[];
  /** A picked option (Enter or click); the list closes. */
  onPick: (option: Option) => void;
  /** A chosen `expandable` option: the list stays open for the options it opens. */
  onExpand?: (option: Option) => void;
  /** Accessible name of the button that opens the list. */
  toggleLabel: string;
  /** Read after an expandable option, to say what choosing it does. */
  expandHint?: string;
  /** Marks the input busy while suggestions load. */
  busy?: boolean;
  /**
   * Shown under the field and read politely: searching, no match, a failure, what was
   * filled. The live region is always rendered, so each new status is heard.
   */
  status?: ReactNode;
  className?: string;
}

type Picked<Option> = Option | string | null;

/**
 * A text field with a list of suggestions, built on the Headless UI Combobox. The text stays
 * free (the suggestions help, they do not restrict); the arrow keys move through the list,
 * Enter picks, Escape closes. An `expandable` option (say, a street with many numbers) keeps
 * the list open and calls `onExpand`, so the caller can list what it holds.
 *
 * @example
 * <Combobox
 *   label="Street and house number"
 *   required
 *   autoComplete="address-line1"
 *   toggleLabel="Show address suggestions"
 *   expandHint="shows its addresses"
 *   value={street}
 *   onChange={setStreet}
 *   options={suggestions}
 *   onPick={(option) => fillAddress(option.id)}
 *   onExpand={(option) => searchWithin(option.id)}
 *   busy={searching}
 *   status={searching ? 'Searching…' : undefined}
 * />
 */
export function Combobox<Option extends ComboboxOption>({
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  autoComplete,
  options,
  onPick,
  onExpand,
  toggleLabel,
  expandHint,
  busy = false,
  status,
  ...field
}: ComboboxProps<Option>) {
  const { required = false, disabled = false } = field;
  const invalid = hasContent(field.error);
  const expand = (option: Option) => onExpand?.(option);
  return (
    <ListFieldFrame slot="combobox" {...field}>
      <HeadlessCombobox<Picked<Option>>
        value={value}
        onChange={(picked) => {
          if (picked === null || typeof picked === 'string') return;
          if (picked.expandable) expand(picked);
          else onPick(picked);
        }}
        invalid={invalid}
        disabled={disabled}
      >
        {({ activeOption }) => (
          <>
            <div className="relative">
              <ComboboxInput<Picked<Option>>
                ref={inputRef}
                name={name}
                required={required}
                autoComplete={autoComplete}
                data-slot="combobox-input"
                aria-busy={busy || undefined}
                aria-invalid={invalid || undefined}
                displayValue={(current) => (typeof current === 'string' ? current : value)}
                onChange={(event) => onChange(event.target.value)}
                onBlur={onBlur}
                onKeyDown={(event) => {
                  // Enter on an expandable option opens it instead of closing the list. The
                  // active option is one of `options` (the only objects given as values).
                  const active = typeof activeOption === 'object' ? (activeOption as Option) : null;
                  if (event.key === 'Enter' && active?.expandable) {
                    event.preventDefault();
                    expand(active);
                  }
                }}
                className={cn(
                  'rounded-brand border-ink-muted bg-surface text-ink block min-h-11 w-full border py-2 ps-3 pe-10',
                  'placeholder:text-ink-muted text-base',
                  'focus-visible:outline-brand-primary focus-visible:outline-2 focus-visible:outline-offset-0',
                  'data-disabled:bg-surface-muted data-disabled:cursor-not-allowed data-disabled:opacity-60',
                  'data-invalid:border-danger data-invalid:border-2',
                )}
              />
              <ComboboxButton
                aria-label={toggleLabel}
                data-slot="combobox-button"
                className={cn(
                  'text-ink-muted absolute inset-y-0 end-0 flex items-center px-2',
                  'data-focus:outline-brand-primary data-focus:outline-2 data-focus:outline-offset-2',
                )}
              >
                <ChevronIcon />
              </ComboboxButton>
            </div>
            <ComboboxOptions
              anchor={{ to: 'bottom start', gap: 4 }}
              modal={false}
              data-slot="combobox-options"
              className={cn(optionListClasses, 'w-(--input-width) empty:invisible')}
            >
              {options.map((option) => (
                <HeadlessComboboxOption
                  key={option.id}
                  value={option}
                  data-slot="combobox-option"
                  onMouseDown={(event) => {
                    if (!option.expandable) return;
                    // Keep the list open: show what the option holds instead of picking it.
                    event.preventDefault();
                    expand(option);
                  }}
                  className="data-focus:bg-surface-muted flex cursor-default flex-col px-3 py-2 select-none"
                >
                  <span className="text-base">{option.label}</span>
                  {hasContent(option.description) || (option.expandable && expandHint) ? (
                    <span className="text-ink-muted text-sm">
                      {option.description}
                      {option.expandable && expandHint ? (
                        <VisuallyHidden>{` (${expandHint})`}</VisuallyHidden>
                      ) : null}
                    </span>
                  ) : null}
                </HeadlessComboboxOption>
              ))}
            </ComboboxOptions>
          </>
        )}
      </HeadlessCombobox>
      <p
        role="status"
        data-slot="combobox-status"
        className={cn(hintClasses, !hasContent(status) && 'sr-only')}
      >
        {status}
      </p>
    </ListFieldFrame>
  );
}
