import { createI18n as createI18nInstance, I18nProvider } from '@storefront/ui-kit/i18n';
import './jsdom-polyfills';
import type { HttpFetch } from '@storefront/http';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiAddress } from '../../lib/address';
import {
  createAddressLookupClient,
  type AddressLookupClient,
  type AddressLookup,
} from '../../lib/address-lookup-client';
import { AddressForm, type AddressFormProps } from './address-form';

// The address form with the real lookup client against the in-process sandbox.
vi.setConfig({ testTimeout: 30_000 });

let sandbox: TestSandbox;
const findRequests: string[] = [];

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

function sandboxLookup(basePath = '/address-lookup'): AddressLookup {
  const fetch: HttpFetch = (request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/find')) findRequests.push(url.searchParams.get('text') ?? '');
    return sandbox.fetch(request);
  };
  return createAddressLookupClient({ baseUrl: `http://sandbox.test${basePath}`, fetch });
}

function createI18n(lng: 'en' | 'de') {
  return createI18nInstance({ language: lng });
}

function renderForm(props: Partial<AddressFormProps> = {}, lng: 'en' | 'de' = 'en') {
  const onSubmit = vi.fn<(address: ApiAddress) => Promise<void>>(async () => {});
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={createI18n(lng)}>
      <AddressForm lookup={sandboxLookup()} lookupDebounceMs={50} onSubmit={onSubmit} {...props} />
    </I18nProvider>,
  );
  return { user, onSubmit };
}

const street = () => screen.getByRole('combobox', { name: /Street and house number/ });
const select = (name: RegExp) => screen.getByRole('combobox', { name });
/** The street's suggestions; the country and state selects hold options of their own. */
const suggestions = () =>
  screen.queryAllByRole('option').filter((option) => option.closest('select') === null);

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.selectOptions(select(label), option);
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Company name/), 'Whitfield Candles');
  await user.type(screen.getByLabelText(/^First name/), 'Dana');
  await user.type(screen.getByLabelText(/^Last name/), 'Lee');
  await user.type(screen.getByLabelText(/^Email/), 'Dana@Whitfield.example');
}

describe('AddressForm', () => {
  it('labels every field', () => {
    renderForm();
    for (const label of [
      /^Company name/,
      /^First name/,
      /^Last name/,
      /^Email/,
      /^Phone/,
      /^Apartment, suite, unit/,
      /^City/,
      /^Postal code/,
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(street()).toBeRequired();
    expect(select(/Country/)).toBeInTheDocument();
    expect(select(/State \/ Province/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).not.toBeRequired();
  });

  it('tells autofill what each field holds', () => {
    renderForm();
    const hints = {
      'Company name': 'organization',
      'First name': 'given-name',
      'Last name': 'family-name',
      Email: 'email',
      Phone: 'tel',
      City: 'address-level2',
      'Postal code': 'postal-code',
    };
    for (const [label, hint] of Object.entries(hints)) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute('autocomplete', hint);
    }
    expect(street()).toHaveAttribute('autocomplete', 'address-line1');
    expect(select(/Country/)).toHaveAttribute('autocomplete', 'country-name');
    expect(select(/State \/ Province/)).toHaveAttribute('autocomplete', 'address-level1');
  });

  it('suggests addresses from 3 characters and fills the fields on a pick', async () => {
    findRequests.length = 0;
    const { user } = renderForm();
    await user.type(street(), 'Ma');
    expect(suggestions()).toEqual([]);
    expect(findRequests).toEqual([]);

    await user.type(street(), 'tlock Arl');
    const container = await screen.findByRole('option', { name: /Matlock Road/ });
    expect(container).toHaveTextContent('Arlington, TX 76001');
    await user.click(container);

    // A street with many numbers opens its addresses; the list stays open.
    const addresses = await screen.findAllByRole('option', { name: /^\d+ Matlock Road/ });
    expect(addresses.length).toBeGreaterThan(3);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `${addresses.length} addresses found. Use the arrow keys to choose.`,
      ),
    );
    const chosen = addresses[0]?.textContent ?? '';
    await user.click(addresses[0] as HTMLElement);

    const number = /^(\d+ Matlock Road)/.exec(chosen)?.[1];
    await waitFor(() => expect(street()).toHaveValue(number));
    expect(screen.getByLabelText(/^City/)).toHaveValue('Arlington');
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('76001');
    expect(select(/State \/ Province/)).toHaveDisplayValue('Texas');
    expect(select(/Country/)).toHaveDisplayValue('United States of America');
    expect(screen.getByText(/^Address filled in:/)).toBeInTheDocument();
  });

  it('works with the keyboard alone and converts Puerto Rico to US/PR on submit', async () => {
    const { user, onSubmit } = renderForm();
    await fillPerson(user);
    await user.click(street());
    await user.keyboard('Calle Fortaleza');
    await screen.findByRole('option', { name: /Calle Fortaleza/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await screen.findAllByRole('option', { name: /^\d+ Calle Fortaleza/ });
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue('San Juan'));
    expect(select(/Country/)).toHaveDisplayValue('Puerto Rico');
    expect(select(/State \/ Province/)).toHaveDisplayValue('Puerto Rico');
    expect((street() as HTMLInputElement).value).toMatch(/^\d+ Calle Fortaleza$/);

    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(
      expect.objectContaining({
        company: 'Whitfield Candles',
        firstName: 'Dana',
        lastName: 'Lee',
        city: 'San Juan',
        state: 'PR',
        country: 'US',
        postalCode: expect.stringMatching(/^009\d\d$/),
        email: 'dana@whitfield.example',
      }),
    );
  });

  it('waits for the shopper to pause before searching (debounced)', async () => {
    findRequests.length = 0;
    const { user } = renderForm({ lookupDebounceMs: 1_000 });
    await user.type(street(), 'Granville');
    await screen.findAllByRole('option', { name: /Granville Street/ }, { timeout: 10_000 });
    expect(findRequests).toEqual(['Granville']);
  });

  it('names every missing field on an empty submit and focuses the first', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    for (const message of [
      'Company name is required',
      'First name is required',
      'Last name is required',
      'Email is required',
      'Country is required',
      'Street and house number are required',
      'City is required',
      'State is required',
      'Postal code is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Company name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Company name/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains invalid input and keeps what was typed', async () => {
    const { user, onSubmit } = renderForm({ lookup: undefined });
    await fillPerson(user);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'dana@');
    await choose(user, /Country/, 'Canada');
    await choose(user, /State \/ Province/, 'Ontario');
    await user.type(street(), '100 Queen Street West');
    await user.type(screen.getByLabelText(/^City/), 'St. Catharines');
    await user.type(screen.getByLabelText(/^Postal code/), '76001');
    await user.type(screen.getByLabelText(/^Phone/), '416.555');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Invalid Email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid city name: use letters and spaces only')).toBeInTheDocument();
    expect(screen.getByText('Invalid postal code')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Phone number may contain only +, spaces, hyphens and digits (9 to 19 characters)',
      ),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^City/)).toHaveValue('St. Catharines');
    // The formatter had added the parentheses before the dot was typed; the dot stays.
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('(416).555');
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();

    // Fixing a field clears its message as the shopper types.
    await user.clear(screen.getByLabelText(/^Postal code/));
    await user.type(screen.getByLabelText(/^Postal code/), 'l2r 3m7');
    await waitFor(() => expect(screen.queryByText('Invalid postal code')).not.toBeInTheDocument());
  });

  it('refuses a PO box with the spec message (ECX038)', async () => {
    const { user, onSubmit } = renderForm({ lookup: undefined });
    await fillPerson(user);
    await choose(user, /Country/, 'United States of America');
    await choose(user, /State \/ Province/, 'Texas');
    await user.type(street(), 'P.O. Box 1234');
    await user.type(screen.getByLabelText(/^City/), 'Arlington');
    await user.type(screen.getByLabelText(/^Postal code/), '76001');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('PO Box address not supported')).toBeInTheDocument();
    expect(street()).toHaveValue('P.O. Box 1234');
    expect(street()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('formats the phone as typed, lets the shopper delete, and submits 10 digits', async () => {
    const { user, onSubmit } = renderForm({
      initialAddress: {
        company: 'Whitfield Candles',
        firstName: 'Dana',
        lastName: 'Whitfield',
        streetName: '750 Matlock Road',
        city: 'Arlington',
        state: 'TX',
        postalCode: '76001',
        country: 'US',
        email: 'dana@whitfield.example',
      },
    });
    const phone = screen.getByLabelText(/^Phone/);
    await user.type(phone, '817555');
    expect(phone).toHaveValue('(817) 555');
    await user.type(phone, '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(phone).toHaveValue('(817)');
    await user.type(phone, '{Backspace}');
    expect(phone).toHaveValue('(817');
    await user.type(phone, '5550134');
    expect(phone).toHaveValue('(817) 555-0134');

    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      phone: '8175550134',
      state: 'TX',
      country: 'US',
    });
  });

  it('shows a saved address, Puerto Rico as the country, phone formatted', () => {
    renderForm({
      initialAddress: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        streetName: '12 Calle Luna',
        city: 'San Juan',
        state: 'PR',
        country: 'US',
        postalCode: '00901',
        phone: '7875550100',
      },
    });
    expect(select(/Country/)).toHaveDisplayValue('Puerto Rico');
    expect(select(/State \/ Province/)).toHaveDisplayValue('Puerto Rico');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('(787) 555-0100');
    expect(street()).toHaveValue('12 Calle Luna');
  });

  it('resets a state that the new country does not have', async () => {
    const { user } = renderForm({ initialAddress: { state: 'TX', country: 'US' } });
    await choose(user, /Country/, 'Canada');
    const state = select(/State \/ Province/);
    expect(state).toHaveDisplayValue('Choose a state or province');
    expect(within(state).getByRole('option', { name: 'Quebec' })).toBeInTheDocument();
    expect(within(state).queryByRole('option', { name: 'Texas' })).not.toBeInTheDocument();
  });

  it('says when the lookup fails and keeps the typed street', async () => {
    const { user } = renderForm({ lookup: sandboxLookup('/no-such-service') });
    await user.type(street(), '100 Main Street');
    expect(
      await screen.findByText('Unable to look up this address. Please enter it manually.'),
    ).toBeInTheDocument();
    expect(street()).toHaveValue('100 Main Street');
  });

  it('says when nothing matches', async () => {
    const { user } = renderForm();
    await user.type(street(), 'Zzyzx');
    expect(
      await screen.findByText('No matching address found. Please enter it manually.'),
    ).toBeInTheDocument();
  });

  it('keeps everything when saving fails and shows why', async () => {
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error('Customer update failed'), {
        userMessage: 'Error occured while fetching customer info',
      });
    });
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={createI18n('en')}>
        <AddressForm
          onSubmit={onSubmit}
          initialAddress={{
            company: 'Acme',
            firstName: 'Ada',
            lastName: 'Lovelace',
            streetName: '1 Main Street',
            city: 'Toronto',
            state: 'ON',
            country: 'CA',
            postalCode: 'm5v 2t6',
            email: 'ada@example.com',
          }}
        />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error occured while fetching customer info',
    );
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ postalCode: 'M5V 2T6', state: 'ON', country: 'CA' }),
    );
    expect(street()).toHaveValue('1 Main Street');
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('m5v 2t6');
  });

  describe('address cleansing', () => {
    const cleanser = (): AddressLookupClient =>
      createAddressLookupClient({
        baseUrl: 'http://sandbox.test/address-lookup',
        fetch: (request) => sandbox.fetch(request),
      });
    const person = {
      company: 'Whitfield Candles',
      firstName: 'Dana',
      lastName: 'Lee',
      email: 'dana@whitfield.example',
    };
    const at = (streetName: string, postalCode = '76001') => ({
      ...person,
      streetName,
      city: 'Arlington',
      state: 'TX',
      country: 'US',
      postalCode,
    });

    it('saves a perfect match written as entered at once', async () => {
      const { user, onSubmit } = renderForm({
        cleanse: cleanser().cleanse,
        initialAddress: at('1000 Matlock Road'),
      });
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ streetName: '1000 Matlock Road' }),
      );
      expect(screen.queryByRole('region', { name: /Did you mean/ })).toBeNull();
    });

    it('offers the cleansed address beside the one entered, and keeps what was typed', async () => {
      const { user, onSubmit } = renderForm({
        cleanse: cleanser().cleanse,
        initialAddress: { ...at('1000 matlock rd'), city: 'arlington' },
      });
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      const offer = await screen.findByRole('region', { name: 'Did you mean this address?' });
      expect(offer).toHaveAttribute('data-quality', 'A');
      expect(offer).toHaveTextContent('1000 Matlock Road');
      expect(within(offer).getByRole('heading')).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();
      expect(street()).toHaveValue('1000 matlock rd');

      await user.click(within(offer).getByRole('button', { name: 'Use the suggested address' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ streetName: '1000 Matlock Road', city: 'Arlington', ...person }),
      );
    });

    it('says when the address is not found (E) and saves it as entered on request', async () => {
      const { user, onSubmit } = renderForm({
        cleanse: cleanser().cleanse,
        initialAddress: at('500 Main St', '76011'),
      });
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      const offer = await screen.findByRole('region', { name: 'We could not find this address' });
      expect(offer).toHaveAttribute('data-quality', 'E');
      expect(within(offer).queryByRole('button', { name: /suggested/ })).toBeNull();
      await user.click(within(offer).getByRole('button', { name: 'Keep the address as entered' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          expect.objectContaining({ streetName: '500 Main St', postalCode: '76011' }),
        ),
      );
    });

    it('saves the address as entered when the check itself fails (ECX044)', async () => {
      const broken = createAddressLookupClient({
        baseUrl: 'http://sandbox.test/no-such-service',
        fetch: (request) => sandbox.fetch(request),
      });
      const { user, onSubmit } = renderForm({
        cleanse: broken.cleanse,
        initialAddress: at('500 Main St', '76011'),
      });
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    });
  });

  it('speaks German', async () => {
    const { user } = renderForm({}, 'de');
    expect(screen.getByLabelText(/^Firmenname/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adresse speichern' }));
    expect(await screen.findByText('Postleitzahl ist erforderlich')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Adresse' });
    expect(within(form).getByText('Firmenname ist erforderlich')).toBeInTheDocument();
  });
});
