import { TextField } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { AddressFormValues } from '../../lib/address';
import { formatPhoneAsYouType, formatPhoneNumber } from '../../lib/phone';

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  control: Control<AddressFormValues, unknown, AddressFormValues>;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * The phone of the address form, formatted as typed ("(212) 555-0100") and in full on blur.
 * Not exported from the package.
 */
export function PhoneField({ control, label, hint, error }: PhoneFieldProps) {
  return (
    <Controller
      control={control}
      name="phone"
      render={({ field }) => (
        <TextField
          label={label}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={hint}
          error={error}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={(event) => {
            const input = event.target;
            const typed = input.value;
            // Format only while typing at the end; deleting or editing inside the
            // number keeps exactly what the shopper did.
            const atEnd = input.selectionStart === null || input.selectionStart === typed.length;
            field.onChange(
              atEnd && typed.length > field.value.length ? formatPhoneAsYouType(typed) : typed,
            );
          }}
          onBlur={() => {
            const shown = formatPhoneNumber(field.value);
            if (shown !== field.value) field.onChange(shown);
            field.onBlur();
          }}
        />
      )}
    />
  );
}
