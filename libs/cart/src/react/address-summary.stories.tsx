import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AddressSummary } from './address-summary';
import { ARLINGTON_ADDRESS } from './testing/story-cart';
import { withCartI18n } from './testing/story-i18n';

const meta = {
  title: 'Cart/AddressSummary',
  component: AddressSummary,
  args: { address: ARLINGTON_ADDRESS },
  decorators: [withCartI18n],
} satisfies Meta<typeof AddressSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnitedStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Puerto Rico')).toBeInTheDocument();
  },
};
