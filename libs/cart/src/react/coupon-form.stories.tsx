import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storefront/http';
import { expect, fn, userEvent } from 'storybook/test';
import { CouponForm } from './coupon-form';
import { cartStory } from './testing/cart-story';

const meta = {
  title: 'Cart/CouponForm',
  component: CouponForm,
  ...cartStory,
  args: {
    appliedCode: null,
    onApply: fn(async () => undefined),
    onRemove: fn(async () => undefined),
  },
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applies: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promo code' }), 'FIRSTRUN10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith('FIRSTRUN10');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Coupon Applied successfully',
    );
  },
};

export const RefusesAnUnknownCode: Story = {
  args: {
    onApply: fn(async () => {
      throw new ApiError({
        status: 400,
        code: 'ECX030',
        serviceCode: 'InvalidCouponCode',
        detail: 'The promotional code you entered is not valid',
      });
    }),
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, 'NOPE');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The promotional code you entered is not valid',
    );
    await expect(field).toHaveValue('NOPE');
  },
};

export const AskForACode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Enter a promo code')).toBeInTheDocument();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Applied: Story = {
  args: { appliedCode: 'FIRSTRUN10', displayMessage: '10% off your first print run' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove code' }));
    await expect(args.onRemove).toHaveBeenCalled();
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Coupon Removed successfully',
    );
  },
};

export const Expired: Story = {
  args: {
    appliedCode: 'SUMMER2024',
    isValid: false,
    expirationMessage: 'This promotional code expired on 08/31/2024',
  },
};

export const German: Story = { parameters: { language: 'de' } };
