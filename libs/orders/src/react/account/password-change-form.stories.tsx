import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withOrdersProviders } from '../testing/story-providers';
import { PasswordChangeForm } from './password-change-form';

const meta = {
  title: 'Orders/Account/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { identity: { updatePassword: fn(async () => {}) } },
  decorators: [withOrdersProviders({ className: 'max-w-md' })],
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rules and a confirmation that does not match. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'secret');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'secrets');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('Password needs an upper case letter'),
    );
    await expect(canvas.getByLabelText(/Confirm new password/)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    await expect(args.identity.updatePassword).not.toHaveBeenCalled();
  },
};

/** Changed. */
export const Changed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Current password/), 'Boxes4All!');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Sturdier#Box10');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'Sturdier#Box10');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Your password was changed.')).toBeVisible();
    await expect(args.identity.updatePassword).toHaveBeenCalledWith({
      password: 'Boxes4All!',
      newPassword: 'Sturdier#Box10',
    });
  },
};

/** The service refuses (wrong current password): its message, the fields kept. */
export const WrongPassword: Story = {
  args: {
    identity: {
      updatePassword: fn(async () => {
        throw Object.assign(new Error('Wrong password.'), { code: 'INVALID_CREDENTIALS' });
      }),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Current password/), 'nope');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Sturdier#Box10');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'Sturdier#Box10');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Wrong password.')).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('Sturdier#Box10');
  },
};
