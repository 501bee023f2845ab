import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { cn } from '../cn';
import { ListFieldFrame } from '../field/field-descriptions';
import {
  ChevronIcon,
  chosenOnly,
  hasContent,
  optionListClasses,
  type SingleChoiceFieldProps,
} from '../field/field-parts';
import { Icon } from '../icon/icon';
import { dataFocusRing } from '../focus-ring';

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
  /** Shown on the button while `value` is `null`. */
  placeholder?: string;
}

function CheckIcon() {
  return (
    <Icon
      evenOdd
      className="invisible size-4 shrink-0 group-data-selected:visible"
      path="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
    />
  );
}

/**
 * A single-choice dropdown built on the Headless UI Listbox: opens with Space or the arrow
 * keys, moves with the arrows and Home/End, jumps by typing, selects with Enter and closes
 * with Escape. Enter on the closed button submits the surrounding form, as a native select does.
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
export function Select({ options, value, onChange, placeholder, name, ...field }: SelectProps) {
  const selected = options.find((option) => option.value === value);
  const invalid = hasContent(field.error);
  return (
    <ListFieldFrame slot="select" {...field}>
      <Listbox value={value} onChange={chosenOnly(onChange)} name={name} invalid={invalid}>
        <ListboxButton
          data-slot="select-button"
          aria-invalid={invalid || undefined}
          className={cn(
            'rounded-brand flex min-h-10 w-full items-center justify-between gap-2 border',
            'border-ink-muted bg-surface text-ink px-3 py-2 text-start text-base',
            'data-disabled:bg-surface-muted data-disabled:cursor-not-allowed data-disabled:opacity-60',
            'data-invalid:border-danger data-invalid:border-2',
            dataFocusRing,
          )}
        >
          <span className={cn('min-w-0 flex-1 truncate', !selected && 'text-ink-muted')}>
            {selected?.label ?? placeholder}
          </span>
          <ChevronIcon />
        </ListboxButton>
        <ListboxOptions
          anchor={{ to: 'bottom start', gap: 4 }}
          data-slot="select-options"
          className={cn(optionListClasses, 'w-(--button-width)')}
        >
          {options.map((option) => (
            <ListboxOption
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              data-slot="select-option"
              className={cn(
                'group flex cursor-default items-center gap-2 px-3 py-2 text-base select-none',
                'data-focus:bg-surface-muted data-disabled:opacity-50 data-selected:font-semibold',
              )}
            >
              <CheckIcon />
              <span className="min-w-0 flex-1">{option.label}</span>
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </ListFieldFrame>
  );
}
