import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SavedAddresses } from './saved-addresses';
import { ARLINGTON_ADDRESS } from './testing/story-cart';
import { cartStory } from './testing/cart-story';

const meta = {
  title: 'Cart/SavedAddresses',
  component: SavedAddresses,
  ...cartStory,
  args: {
    legend: 'Shipping address',
    addresses: [
      { id: 'addr_arlington', ...ARLINGTON_ADDRESS },
      {
        id: 'addr_toronto',
        ...ARLINGTON_ADDRESS,
        streetName: '100 Queen St W',
        additionalStreetInfo: null,
        city: 'Toronto',
        state: 'ON',
        postalCode: 'M5H 2N2',
        country: 'CA',
      },
    ],
    selectedId: 'addr_arlington',
    defaultShippingAddressId: 'addr_arlington',
    onSelect: fn(),
    onSave: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof SavedAddresses>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Selection: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Toronto/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('addr_toronto');
    await userEvent.click(
      canvas.getByRole('button', { name: /Delete the address Dana Whitfield 100 Queen/ }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('addr_toronto');
  },
};

export const EditAndCancel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /Edit the address Dana Whitfield 1200/ }),
    );
    await expect(canvas.getByRole('textbox', { name: /City/ })).toHaveValue('Arlington');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Add a new address' })).toBeInTheDocument();
  },
};

export const NoSavedAddresses: Story = {
  args: { addresses: [], selectedId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no saved addresses yet.')).toBeInTheDocument();
  },
};
