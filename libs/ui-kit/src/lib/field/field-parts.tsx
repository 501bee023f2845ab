import { cva } from 'class-variance-authority';
import { useId, type AriaAttributes, type ReactNode } from 'react';
import { cn } from '../cn';
import { Icon } from '../icon/icon';

// Label, hint and error pieces shared by the form controls, so every field in the kit looks
// and is wired the same way. Not exported from the package.

/** The look every text control shares: border, surface, text, focus, disabled and error. */
const textControlLook = [
  'rounded-brand border border-ink-muted bg-surface px-3 py-2',
  'text-base text-ink placeholder:text-ink-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-primary',
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-60',
  'aria-invalid:border-2 aria-invalid:border-danger',
];

/**
 * Classes of a single-line text control, 44 px tall like the select (a touch target), and the
 * error look on `aria-invalid`.
 */
export const textControlClasses = cva(['block w-full min-h-11', ...textControlLook]);

/** Classes of a multi-line text control: the same look, taller, resizable in height only. */
export const textAreaClasses = cva(['block w-full min-h-16 resize-y', ...textControlLook]);

export const labelClasses = 'block text-sm font-semibold text-ink';
/** The floating list of a Combobox; its width comes from the control's CSS variable. */
export const optionListClasses =
  'z-50 rounded-brand border border-border bg-surface py-1 text-ink shadow-lg focus:outline-none';
export const hintClasses = 'text-sm text-ink-muted';
export const errorClasses = 'flex items-start gap-1.5 text-sm font-medium text-danger';

/** Ids of a control and of its hint and error, and the `aria-describedby` that joins them. */
export function useFieldIds(
  options: {
    id?: string;
    hint?: ReactNode;
    error?: ReactNode;
    describedBy?: string;
  } = {},
) {
  const generated = useId();
  const controlId = options.id ?? `${generated}-control`;
  const hintId = `${generated}-hint`;
  const errorId = `${generated}-error`;
  const describedBy =
    [
      options.describedBy,
      hasContent(options.hint) ? hintId : undefined,
      hasContent(options.error) ? errorId : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** The `*` after a required field's label; the control's `required` attribute says it aloud. */
export function RequiredMarker() {
  return (
    <span aria-hidden="true" className="text-danger ms-0.5">
      *
    </span>
  );
}

/** Exclamation mark in a circle, drawn before error text. */
export function ErrorIcon() {
  return (
    <Icon
      evenOdd
      className="mt-0.5 size-4 shrink-0"
      path="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
    />
  );
}

/** Downward chevron of the controls that open a list (Select, Combobox); placed by `className`. */
export function ChevronIcon({ className }: { className?: string }) {
  return (
    <Icon
      evenOdd
      className={cn('text-ink-muted size-5 shrink-0', className)}
      path="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
    />
  );
}

/** Error text with an icon, so the error is not told by colour alone. */
export function FieldErrorText({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p id={id} data-slot="error" className={cn(errorClasses, className)}>
      <ErrorIcon />
      <span>{children}</span>
    </p>
  );
}

export function FieldHintText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} data-slot="hint" className={hintClasses}>
      {children}
    </p>
  );
}

/**
 * What a single-choice field (Select, RadioGroup) takes besides its options: the label, the
 * chosen value and its change, hint, error and the form's name.
 */
export interface SingleChoiceFieldProps {
  /** Visible label; names the control (the select, the radio group). */
  label: ReactNode;
  /** The chosen option's value, or `null` while nothing is chosen. */
  value: string | null;
  onChange: (value: string) => void;
  /** Help under the label. */
  hint?: ReactNode;
  /** Error shown under the control; marks it invalid. */
  error?: ReactNode;
  disabled?: boolean;
  /** Shows the required marker (the field has no native validation; check in the form). */
  required?: boolean;
  /** Submits the value under this name inside a `<form>`. */
  name?: string;
  className?: string;
}

/**
 * What a labelled text control takes besides its element's attributes (TextField, TextArea,
 * NumberField).
 */
export interface TextControlFieldProps {
  /** Visible label, tied to the control with `for`/`id`. */
  label: ReactNode;
  /** Help shown under the label and read after the label (`aria-describedby`). */
  hint?: ReactNode;
  /** Error shown under the control; sets `aria-invalid` and is read with the field. */
  error?: ReactNode;
}

type TextControlOwnProps = TextControlFieldProps & {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
};

/**
 * Splits a text control's props into what its {@link TextControlFrame} shows (label, hint,
 * error) and what goes on the element: the rest of the caller's attributes plus the id,
 * `required`, `aria-invalid` (an error, or the caller's own) and `aria-describedby` (the
 * caller's ids, then the hint's and the error's).
 */
export function useTextControl<Props extends TextControlOwnProps>({
  label,
  hint,
  error,
  id,
  required,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...attributes
}: Props) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const invalid = hasContent(error) || ariaInvalid === true || ariaInvalid === 'true';
  return {
    frame: { label, hint, error, required, ids },
    control: {
      ...attributes,
      id: ids.controlId,
      required,
      'aria-invalid': invalid || undefined,
      'aria-describedby': ids.describedBy,
    },
  };
}

/**
 * The frame of a text control: the label (with the required marker), the hint, the control
 * given as `children`, and the error, wired with the ids of {@link useTextControl}.
 */
export function TextControlFrame({
  slot,
  label,
  hint,
  error,
  required,
  ids,
  className,
  children,
}: TextControlFieldProps & {
  slot: string;
  required: boolean | undefined;
  ids: ReturnType<typeof useFieldIds>;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div data-slot={slot} className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.controlId} data-slot="label" className={labelClasses}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hasContent(hint) ? <FieldHintText id={ids.hintId}>{hint}</FieldHintText> : null}
      {children}
      {hasContent(error) ? <FieldErrorText id={ids.errorId}>{error}</FieldErrorText> : null}
    </div>
  );
}
