import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResetPasswordPage } from './reset-password-page';
import { withIdentityStory, type IdentityStoryParameters } from './testing/identity-story';
import { STORY_RESET_TICKET } from './testing/story-identity';

const meta = {
  title: 'Identity/Pages/ResetPasswordPage',
  component: ResetPasswordPage,
  decorators: [withIdentityStory],
  parameters: {
    identityStory: {
      path: `/reset?ticketId=${STORY_RESET_TICKET}`,
    } satisfies IdentityStoryParameters,
  },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new-password form of a valid ticket, with the password rules. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^New password/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveValue('');
    await expect(canvas.getByRole('list', { name: 'Your password needs' })).toBeInTheDocument();
  },
};

/** While the ticket is checked. */
export const CheckingTicket: Story = {
  parameters: {
    identityStory: {
      path: `/reset?ticketId=${STORY_RESET_TICKET}`,
      identity: { hang: ['validateResetTicket'] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your link…');
    await expect(canvas.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  },
};

/** An unknown, used or expired ticket: 'Ticket is invalid or expired' and a way to ask again. */
export const InvalidTicket: Story = {
  parameters: { identityStory: { path: '/reset?ticketId=expired-ticket' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Ticket is invalid or expired');
    await expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/lost-password',
    );
    await expect(canvas.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  },
};

/** Opened without a ticket. */
export const MissingTicket: Story = {
  parameters: { identityStory: { path: '/reset' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ticket is invalid or expired',
    );
  },
};

/** Passwords breaking the rules or not matching; focus on the first wrong field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'secret1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(
      await canvas.findByText('Password needs an upper case letter'),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^New password/)).toHaveFocus());

    await userEvent.clear(canvas.getByLabelText(/^New password/));
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Secret1!');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Secret1?');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(await canvas.findByText('Passwords do not match')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^Confirm new password/)).toHaveFocus());
  },
};

/** The ticket ran out while the form was open: the message, a link to ask again, the form kept. */
export const ServiceError: Story = {
  parameters: {
    identityStory: {
      path: `/reset?ticketId=${STORY_RESET_TICKET}`,
      identity: { fail: { changePassword: 'Ticket is invalid or expired' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'Secret1!');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Secret1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Ticket is invalid or expired');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(within(alert).getByRole('link', { name: 'Request a new link' })).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('Secret1!');
  },
};

/** The password is changed: a Log In link. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^New password/), 'Secret1!');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'Secret1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Password changed');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  },
};

/** The invalid ticket in German. */
export const German: Story = {
  parameters: { identityStory: { path: '/reset?ticketId=expired-ticket', language: 'de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Der Link ist ungültig oder abgelaufen',
    );
  },
};
