import { Description, Field, Label } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../cn';
import {
  ErrorIcon,
  errorClasses,
  hasContent,
  hintClasses,
  labelClasses,
  RequiredMarker,
} from './field-parts';

// Frame, hint and error of the fields built on Headless UI (the Combobox): as
// `Description`s, Headless UI adds them to the control's `aria-describedby` itself. Kept apart
// from field-parts.tsx so the plain fields (TextField, TextArea, Select) do not import Headless UI.
// Not exported from the package.

/** The hint under a Headless UI field's label, read after the label. */
function FieldHintDescription({ children }: { children: ReactNode }) {
  return (
    <Description data-slot="hint" className={hintClasses}>
      {children}
    </Description>
  );
}

/** The error under a Headless UI field, with an icon so it is not told by colour alone. */
function FieldErrorDescription({ children }: { children: ReactNode }) {
  return (
    <Description as="p" data-slot="error" className={errorClasses}>
      <ErrorIcon />
      <span>{children}</span>
    </Description>
  );
}

/**
 * The frame of a Headless UI field that opens a list (the Combobox): the label (with the
 * required marker), the hint, the control given as `children`, and the error, all tied to the
 * control by Headless UI's `Field`.
 */
export function ListFieldFrame({
  slot,
  label,
  hint,
  error,
  required = false,
  disabled = false,
  className,
  children,
}: {
  slot: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Field disabled={disabled} data-slot={slot} className={cn('flex flex-col gap-1.5', className)}>
      <Label data-slot="label" className={labelClasses}>
        {label}
        {required ? <RequiredMarker /> : null}
      </Label>
      {hasContent(hint) ? <FieldHintDescription>{hint}</FieldHintDescription> : null}
      {children}
      {hasContent(error) ? <FieldErrorDescription>{error}</FieldErrorDescription> : null}
    </Field>
  );
}
