import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AddressSummary } from './address-summary';
import { ARLINGTON_ADDRESS } from './testing/story-cart';
import { cartStory } from './testing/cart-story';

const meta = {
  title: 'Cart/AddressSummary',
  component: AddressSummary,
  ...cartStory,
  args: { address: ARLINGTON_ADDRESS },
} satisfies Meta<typeof AddressSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnitedStates: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Arlington, TX 76011')).toBeInTheDocument();
    await expect(canvas.getByText('(817) 555-0142')).toBeInTheDocument();
  },
};

export const PuertoRico: Story = {
  args: {
    address: {
      ...ARLINGTON_ADDRESS,
      city: 'San Juan',
      state: 'PR',
      postalCode: '00901',
      country: 'US',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Puerto Rico')).toBeInTheDocument();
  },
};
