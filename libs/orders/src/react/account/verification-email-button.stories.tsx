import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withOrdersProviders } from '../testing/story-providers';
import { VerificationEmailButton } from './verification-email-button';

const meta = {
  title: 'Orders/Account/VerificationEmailButton',
  component: VerificationEmailButton,
  args: { email: 'demo@boxup.example', identity: { sendVerificationEmail: fn(async () => {}) } },
  decorators: [withOrdersProviders()],
} satisfies Meta<typeof VerificationEmailButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent. */
export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send verification email' }));
    await expect(
      await canvas.findByText('We sent a verification email to demo@boxup.example.'),
    ).toBeVisible();
  },
};

/** The service failed. */
export const Failing: Story = {
  args: {
    identity: {
      sendVerificationEmail: fn(async () => Promise.reject(new TypeError('network down'))),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send verification email' }));
    await expect(
      await canvas.findByText('Unable to send the verification email. Please try again.'),
    ).toBeVisible();
  },
};
