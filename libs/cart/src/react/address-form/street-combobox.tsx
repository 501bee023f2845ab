import { Combobox, type ComboboxOption } from '@storefront/ui-kit';
import { useMemo, type ReactNode, type Ref } from 'react';
import type { AddressSuggestion } from '../../lib/address-lookup-find';

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

interface SuggestionOption extends ComboboxOption {
  suggestion: AddressSuggestion;
}

/**
 * The street field of the address form: the ui-kit `Combobox` (free text, required, with the
 * browser's `address-line1` autofill) offering the lookup's suggestions. A `Container`
 * suggestion (a street with many numbers) is an expandable option: picking it keeps the list
 * open and shows its addresses. Not exported from the package.
 */
export function StreetCombobox({ suggestions, onPick, onExpand, ...field }: StreetComboboxProps) {
  const options = useMemo(
    () =>
      suggestions.map((suggestion): SuggestionOption => ({
        id: suggestion.id,
        label: suggestion.text,
        description: suggestion.description,
        expandable: suggestion.type === 'Container',
        suggestion,
      })),
    [suggestions],
  );
  return (
    <Combobox
      {...field}
      required
      autoComplete="address-line1"
      options={options}
      onPick={(option) => onPick(option.suggestion)}
      onExpand={(option) => onExpand(option.suggestion)}
    />
  );
}
