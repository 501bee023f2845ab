import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withOrdersProviders } from '../testing/story-providers';
import { EmailChangeForm } from './email-change-form';

const meta = {
  title: 'Orders/Account/EmailChangeForm',
  component: EmailChangeForm,
  args: { currentEmail: 'demo@boxup.example', identity: { updateEmail: fn(async () => {}) } },
  decorators: [withOrdersProviders({ className: 'max-w-md' })],
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Emails do not match' and 'Invalid Email address'. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New email/), 'dana@');
    await userEvent.type(canvas.getByLabelText(/Confirm new email/), 'dana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await expect(canvas.getByLabelText(/^New email/)).toHaveAccessibleDescription(
      'Invalid Email address',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Password is required',
    );
  },
};

/** Changed (lower-cased). */
export const Changed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^New email/), 'Dana@Whitfield.example');
    await userEvent.type(canvas.getByLabelText(/Confirm new email/), 'dana@whitfield.example');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Boxes4All!');
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await expect(
      await canvas.findByText('Your email is now dana@whitfield.example.'),
    ).toBeVisible();
    await expect(args.identity.updateEmail).toHaveBeenCalledWith({
      password: 'Boxes4All!',
      newEmail: 'dana@whitfield.example',
    });
  },
};
