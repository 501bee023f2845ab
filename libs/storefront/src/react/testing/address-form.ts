import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

// Test helper of the pages that take an address with the checkout's address form (checkout,
// My Info): the steps a shopper takes for an address in Texas.

/** What {@link fillTexasAddress} types; a name or email given replaces what the form holds. */
export interface TexasAddressFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  company: string;
  street: string;
  city: string;
  postalCode: string;
}

/** The shopper whose address the checkout and My Info tests type: Ada Lovelace of Lovelace Labs. */
export const ADA_LOVELACE = { firstName: 'Ada', lastName: 'Lovelace', company: 'Lovelace Labs' };

/**
 * Fills the checkout's address form for an address in Texas, United States: company, country,
 * state, street (closing its suggestions), city and postal code, and the names and email when
 * given (else they stay as the form has them).
 *
 * @example
 * await fillTexasAddress(user, form, {
 *   company: 'Lovelace Labs',
 *   street: '500 Main St',
 *   city: 'Arlington',
 *   postalCode: '76011',
 * });
 */
export async function fillTexasAddress(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  fields: TexasAddressFields,
) {
  const field = (label: RegExp) => within(form).getByLabelText(label);
  for (const [label, value] of [
    [/^First name/, fields.firstName],
    [/^Last name/, fields.lastName],
    [/^Email/, fields.email],
  ] as const) {
    if (value === undefined) continue;
    await user.clear(field(label));
    await user.type(field(label), value);
  }
  await user.type(field(/^Company name/), fields.company);
  await user.selectOptions(
    within(form).getByRole('combobox', { name: /Country/ }),
    'United States of America',
  );
  await user.selectOptions(
    within(form).getByRole('combobox', { name: /State \/ Province/ }),
    'Texas',
  );
  await user.type(
    within(form).getByRole('combobox', { name: /Street and house number/ }),
    fields.street,
  );
  await user.keyboard('{Escape}');
  await user.type(field(/^City/), fields.city);
  await user.type(field(/^Postal code/), fields.postalCode);
}
