import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { VisuallyHidden, cn } from '@storefront/ui-kit';
import type { ReactNode, Ref } from 'react';
import type { AddressSuggestion } from '../../index';

/** Props of {@link StreetCombobox}. */
export interface StreetComboboxProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** What is typed in the field (the form value). */
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  name: string;
  suggestions: readonly AddressSuggestion[];
  /** A picked `Address` suggestion. */
  onPick: (suggestion: AddressSuggestion) => void;
  /** A picked `Container` suggestion: the list stays open and shows its addresses. */
  onExpand: (suggestion: AddressSuggestion) => void;
  /** Label of the button that opens the list. */
  toggleLabel: string;
  /** Read after a container suggestion: what picking it does. */
  expandHint: string;
  busy?: boolean;
  /** Shown under the field and read politely: searching, no match, lookup failure, filled. */
  status?: ReactNode;
}

type ComboboxValue = AddressSuggestion | string | null;

const labelClasses = 'block text-sm font-semibold text-ink';
const hintClasses = 'text-sm text-ink-muted';
const errorClasses = 'flex items-start gap-1.5 text-sm font-medium text-danger';

function ChevronIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className="size-5"
    >
      <path
        fillRule="evenodd"
        d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function ErrorIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 size-4 shrink-0"
    >
      <path
        fillRule="evenodd"
        d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * The street field of the address form: a Headless UI combobox that keeps free text (the
 * shopper may type any street) and offers the lookup's suggestions. Arrow keys move through
 * the list, Enter picks, Escape closes; picking a street with many numbers (a container)
 * keeps the list open and shows its addresses. Not exported from the package.
 */
export function StreetCombobox({
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  suggestions,
  onPick,
  onExpand,
  toggleLabel,
  expandHint,
  busy = false,
  status,
}: StreetComboboxProps) {
  const invalid = error !== undefined && error !== null && error !== '';
  return (
    <Field data-slot="street-combobox" className="flex flex-col gap-1.5">
      <Label className={labelClasses}>
        {label}
        <span aria-hidden="true" className="text-danger ms-0.5">
          *
        </span>
      </Label>
      {hint ? <Description className={hintClasses}>{hint}</Description> : null}
      <Combobox<ComboboxValue>
        value={value}
        onChange={(picked) => {
          if (picked === null || typeof picked === 'string') return;
          if (picked.type === 'Container') onExpand(picked);
          else onPick(picked);
        }}
        invalid={invalid}
      >
        {({ activeOption }) => (
          <>
            <div className="relative">
              <ComboboxInput<ComboboxValue>
                ref={inputRef}
                name={name}
                required
                autoComplete="address-line1"
                aria-busy={busy || undefined}
                aria-invalid={invalid || undefined}
                displayValue={(current) => (typeof current === 'string' ? current : value)}
                onChange={(event) => onChange(event.target.value)}
                onBlur={onBlur}
                onKeyDown={(event) => {
                  // Enter on a street with many numbers expands it instead of closing the list.
                  if (
                    event.key === 'Enter' &&
                    activeOption !== null &&
                    typeof activeOption === 'object' &&
                    activeOption.type === 'Container'
                  ) {
                    event.preventDefault();
                    onExpand(activeOption);
                  }
                }}
                className={cn(
                  'rounded-brand border-ink-muted bg-surface text-ink block min-h-10 w-full border py-2 ps-3 pe-10',
                  'placeholder:text-ink-muted text-base',
                  'focus-visible:outline-brand-primary focus-visible:outline-2 focus-visible:outline-offset-0',
                  'data-invalid:border-danger data-invalid:border-2',
                )}
              />
              <ComboboxButton
                aria-label={toggleLabel}
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
              data-slot="street-suggestions"
              className={cn(
                'rounded-brand border-border bg-surface z-50 w-(--input-width) border py-1',
                'text-ink shadow-lg empty:invisible focus:outline-none',
              )}
            >
              {suggestions.map((suggestion) => (
                <ComboboxOption
                  key={suggestion.id}
                  value={suggestion}
                  onMouseDown={(event) => {
                    if (suggestion.type !== 'Container') return;
                    // Keep the list open: show the street's addresses instead of picking.
                    event.preventDefault();
                    onExpand(suggestion);
                  }}
                  className="data-focus:bg-surface-muted flex cursor-default flex-col px-3 py-2 select-none"
                >
                  <span className="text-base">{suggestion.text}</span>
                  <span className="text-ink-muted text-sm">
                    {suggestion.description}
                    {suggestion.type === 'Container' ? (
                      <VisuallyHidden>{` (${expandHint})`}</VisuallyHidden>
                    ) : null}
                  </span>
                </ComboboxOption>
              ))}
            </ComboboxOptions>
          </>
        )}
      </Combobox>
      {/* Always rendered, so screen readers hear each new status (a live region). */}
      <p role="status" data-slot="lookup-status" className={cn(hintClasses, !status && 'sr-only')}>
        {status}
      </p>
      {invalid ? (
        <Description as="p" data-slot="error" className={errorClasses}>
          <ErrorIcon />
          <span>{error}</span>
        </Description>
      ) : null}
    </Field>
  );
}
