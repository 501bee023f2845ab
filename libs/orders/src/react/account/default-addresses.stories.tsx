import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { customerSchema } from '../../lib/customer-model';
import { sampleCustomerJson } from '../testing/sample-customer';
import { storyFetch } from '../testing/story-fetch';
import { withOrdersProviders } from '../testing/story-providers';
import { DefaultAddresses } from './default-addresses';

const customer = customerSchema.parse(sampleCustomerJson());

const meta = {
  title: 'Orders/Account/DefaultAddresses',
  component: DefaultAddresses,
  args: { customer },
} satisfies Meta<typeof DefaultAddresses>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read only (no address form given). */
export const ReadOnly: Story = {
  decorators: [withOrdersProviders()],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Arlington, TX 76011')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** With a form: editing the billing address saves it as a new default. */
export const Editable: Story = {
  args: {
    renderAddressForm: ({ label, onSubmit, onCancel }) => (
      <form
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit({
            firstName: 'Dana',
            lastName: 'Whitfield',
            city: 'Dallas',
            state: 'TX',
            postalCode: '75201',
            country: 'US',
            streetName: '1 Main St',
          });
        }}
      >
        <button type="submit">Save address</button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </form>
    ),
  },
  decorators: [
    withOrdersProviders({
      fetch: storyFetch([
        [
          'PATCH',
          /\/customers\/[^/]+$/,
          async (request) => {
            const update = (await request.json()) as {
              addresses: Array<Record<string, unknown>>;
            };
            return sampleCustomerJson({
              version: 2,
              addresses: update.addresses.map((address, index) => ({
                id: `addr_${index}`,
                ...address,
              })),
              defaultBillingAddressId: 'addr_1',
            });
          },
        ],
      ]),
    }),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Default billing address' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('Address saved.')).toBeVisible();
  },
};
