import { createI18n as createI18nInstance, I18nProvider } from '@storefront/ui-kit/i18n';
import './jsdom-polyfills';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { Canvas } from 'storybook/internal/types';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AddressForm } from './address-form';
import { createStoryAddressLookup } from './story-address-lookup';

function createI18n(lng: 'en' | 'de') {
  return createI18nInstance({ language: lng });
}

const english = createI18n('en');
const german = createI18n('de');

const withI18n: Decorator = (Story, context) => (
  <I18nProvider i18n={context.parameters['language'] === 'de' ? german : english}>
    <div className="max-w-2xl p-4">
      <Story />
    </div>
  </I18nProvider>
);

const meta = {
  title: 'Cart/AddressForm',
  component: AddressForm,
  args: { onSubmit: fn(async () => {}), lookup: createStoryAddressLookup() },
  decorators: [withI18n],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const streetField = (canvas: Canvas) =>
  canvas.getByRole('combobox', { name: /Street and house number/ });

/** A new address: every field empty and labelled; the phone is optional. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Address' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Company name/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Company name/)).toBeRequired();
    await expect(canvas.getByLabelText(/^Phone/)).not.toBeRequired();
    await expect(streetField(canvas)).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveDisplayValue(
      'Choose a country',
    );
  },
};

const SAN_JUAN_ADDRESS = {
  company: 'Isla Cajas',
  firstName: 'Ana',
  lastName: 'Ruiz',
  streetName: '58 Calle Fortaleza',
  additionalStreetInfo: 'Apt 3',
  city: 'San Juan',
  state: 'PR',
  country: 'US',
  postalCode: '00901',
  phone: '7875550100',
  email: 'ana@islacajas.example',
};

/** A saved Puerto Rico address: shown with Puerto Rico as the country, phone formatted. */
export const Prefilled: Story = {
  args: { initialAddress: SAN_JUAN_ADDRESS },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveDisplayValue(
      'Puerto Rico',
    );
    await expect(canvas.getByLabelText(/^Phone/)).toHaveValue('(787) 555-0100');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(SAN_JUAN_ADDRESS));
  },
};

/** Submitting bad input: a message per field, the PO box refused, nothing typed lost. */
export const Errors: Story = {
  args: { lookup: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^First name/), 'Lee');
    await userEvent.type(streetField(canvas), 'PO Box 1234');
    await userEvent.type(canvas.getByLabelText(/^City/), 'Arlington 2');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'lee@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('PO Box address not supported')).toBeInTheDocument();
    await expect(canvas.getByText('Company name is required')).toBeInTheDocument();
    await expect(
      canvas.getByText('Invalid city name: use letters and spaces only'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Invalid Email address')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^Company name/)).toHaveFocus());
    await expect(streetField(canvas)).toHaveValue('PO Box 1234');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The street search: 3 characters suggest streets; a pick fills street, city, state and ZIP. */
export const Lookup: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(streetField(canvas), 'Matl');
    // The suggestions are anchored to the field and rendered in a portal at the page's end.
    await userEvent.click(await screen.findByRole('option', { name: /Matlock Road/ }));
    await userEvent.click(await screen.findByRole('option', { name: /754 Matlock Road/ }));
    await waitFor(() => expect(streetField(canvas)).toHaveValue('754 Matlock Road'));
    await expect(canvas.getByLabelText(/^City/)).toHaveValue('Arlington');
    await expect(canvas.getByLabelText(/^Postal code/)).toHaveValue('76001');
    await expect(canvas.getByRole('combobox', { name: /State \/ Province/ })).toHaveDisplayValue(
      'Texas',
    );
  },
};

/** The lookup service is down: the shopper is told and types the address by hand. */
export const LookupUnavailable: Story = {
  args: { lookup: createStoryAddressLookup({ fail: true }) },
  play: async ({ canvas }) => {
    await userEvent.type(streetField(canvas), '12 Main Street');
    await expect(
      await canvas.findByText('Unable to look up this address. Please enter it manually.'),
    ).toBeInTheDocument();
    await expect(streetField(canvas)).toHaveValue('12 Main Street');
  },
};

/** German labels and messages. */
export const German: Story = {
  args: { onCancel: fn() },
  parameters: { language: 'de' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adresse speichern' }));
    await expect(await canvas.findByText('Postleitzahl ist erforderlich')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
