import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResetPasswordView } from './reset-password-view';
import { submitNewPassword } from './testing/identity-forms';
import { expectFocusedMessage, identityStory, playOnCanvas } from './testing/identity-story';
import { STORY_RESET_TICKET } from './testing/story-identity';

const meta = {
  title: 'Identity/ResetPasswordView',
  component: ResetPasswordView,
  ...identityStory({ path: `/reset?ticketId=${STORY_RESET_TICKET}` }),
} satisfies Meta<typeof ResetPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new-password form of a valid ticket, with the password rules. */
export const Empty: Story = {
  play: playOnCanvas(async (canvas) => {
    await expect(await canvas.findByLabelText(/^New password/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveValue('');
    await expect(canvas.getByRole('list', { name: 'Your password needs' })).toBeInTheDocument();
  }),
};

/** While the ticket is checked. */
export const CheckingTicket: Story = {
  parameters: { identityStory: { identity: { hang: ['validateResetTicket'] } } },
  play: playOnCanvas(async (canvas) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your link…');
    await expect(canvas.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  }),
};

/** An unknown, used or expired ticket: 'Ticket is invalid or expired' and a way to ask again. */
export const InvalidTicket: Story = {
  parameters: { identityStory: { path: '/reset?ticketId=expired-ticket' } },
  play: playOnCanvas(async (canvas) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Ticket is invalid or expired');
    await expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/lost-password',
    );
    await expect(canvas.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  }),
};

/** Opened without a ticket. */
export const MissingTicket: Story = {
  parameters: { identityStory: { path: '/reset' } },
  play: playOnCanvas(async (canvas) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ticket is invalid or expired',
    );
  }),
};

/** Passwords breaking the rules or not matching; focus on the first wrong field. */
export const ValidationErrors: Story = {
  play: playOnCanvas(async (canvas) => {
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'secret1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(
      await canvas.findByText('Password needs an upper case letter'),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^New password/)).toHaveFocus());

    await userEvent.clear(canvas.getByLabelText(/^New password/));
    await submitNewPassword(userEvent, canvas, 'Secret1!', 'Secret1?');
    await expect(await canvas.findByText('Passwords do not match')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^Confirm new password/)).toHaveFocus());
  }),
};

/** The ticket ran out while the form was open: the message, a link to ask again, the form kept. */
export const ServiceError: Story = {
  parameters: {
    identityStory: { identity: { fail: { changePassword: 'Ticket is invalid or expired' } } },
  },
  play: playOnCanvas(async (canvas) => {
    await submitNewPassword(userEvent, canvas, 'Secret1!');
    const alert = await expectFocusedMessage(canvas, 'alert', 'Ticket is invalid or expired');
    await expect(within(alert).getByRole('link', { name: 'Request a new link' })).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('Secret1!');
  }),
};

/** The password is changed: a Log In link. */
export const Changed: Story = {
  play: playOnCanvas(async (canvas) => {
    await submitNewPassword(userEvent, canvas, 'Secret1!');
    await expectFocusedMessage(canvas, 'status', 'Password changed');
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  }),
};

/** The invalid ticket in German. */
export const German: Story = {
  parameters: { identityStory: { path: '/reset?ticketId=expired-ticket', language: 'de' } },
  play: playOnCanvas(async (canvas) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Der Link ist ungültig oder abgelaufen',
    );
  }),
};
