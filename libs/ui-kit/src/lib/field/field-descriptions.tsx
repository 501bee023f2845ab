import { Description } from '@headlessui/react';
import type { ReactNode } from 'react';
import { ErrorIcon, errorClasses, hintClasses } from './field-parts';

// Hint and error of the fields built on Headless UI (Select, Combobox, RadioGroup): as
// `Description`s, Headless UI adds them to the control's `aria-describedby` itself. Kept apart
// from field-parts.tsx so the plain fields (TextField, TextArea) do not import Headless UI.
// Not exported from the package.

/** The hint under a Headless UI field's label, read after the label. */
export function FieldHintDescription({ children }: { children: ReactNode }) {
  return (
    <Description data-slot="hint" className={hintClasses}>
      {children}
    </Description>
  );
}

/** The error under a Headless UI field, with an icon so it is not told by colour alone. */
export function FieldErrorDescription({ children }: { children: ReactNode }) {
  return (
    <Description as="p" data-slot="error" className={errorClasses}>
      <ErrorIcon />
      <span>{children}</span>
    </Description>
  );
}
