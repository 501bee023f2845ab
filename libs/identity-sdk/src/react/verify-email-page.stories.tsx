import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withIdentityStory, type IdentityStoryParameters } from './testing/identity-story';
import { STORY_VERIFY_TICKET } from './testing/story-identity';
import { VerifyEmailPage } from './verify-email-page';

const meta = {
  title: 'Identity/Pages/VerifyEmailPage',
  component: VerifyEmailPage,
  decorators: [withIdentityStory],
  parameters: {
    identityStory: {
      path: `/verify-email?ticketId=${STORY_VERIFY_TICKET}`,
    } satisfies IdentityStoryParameters,
  },
} satisfies Meta<typeof VerifyEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address is verified. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Thank you. Your email address is verified.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** While the ticket is sent. */
export const Verifying: Story = {
  parameters: {
    identityStory: {
      path: `/verify-email?ticketId=${STORY_VERIFY_TICKET}`,
      identity: { hang: ['verifyEmail'] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Verifying your email address…',
    );
  },
};

/** An unknown, used or expired ticket. */
export const InvalidTicket: Story = {
  parameters: { identityStory: { path: '/verify-email?ticketId=used-ticket' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Ticket is invalid or expired');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** Opened without a ticket. */
export const MissingTicket: Story = {
  parameters: { identityStory: { path: '/verify-email' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Ticket is invalid or expired',
    );
  },
};

/** The service fails: its message. */
export const ServiceError: Story = {
  parameters: {
    identityStory: {
      path: `/verify-email?ticketId=${STORY_VERIFY_TICKET}`,
      identity: { fail: { verifyEmail: 'The service is not available right now.' } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The service is not available right now.',
    );
  },
};

/** Verified, in German. */
export const German: Story = {
  parameters: {
    identityStory: { path: `/verify-email?ticketId=${STORY_VERIFY_TICKET}`, language: 'de' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Vielen Dank. Ihre E-Mail-Adresse ist bestätigt.'),
    ).toBeInTheDocument();
  },
};
