import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectFocusedMessage, identityStory, playOnCanvas } from './testing/identity-story';
import { STORY_VERIFY_TICKET } from './testing/story-identity';
import { VerifyEmailView } from './verify-email-view';

const meta = {
  title: 'Identity/VerifyEmailView',
  component: VerifyEmailView,
  ...identityStory({ path: `/verify-email?ticketId=${STORY_VERIFY_TICKET}` }),
} satisfies Meta<typeof VerifyEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address is verified. */
export const Verified: Story = {
  play: playOnCanvas(async (canvas) => {
    await expect(
      await canvas.findByText('Thank you. Your email address is verified.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/',
    );
  }),
};

/** While the ticket is sent. */
export const Verifying: Story = {
  parameters: { identityStory: { identity: { hang: ['verifyEmail'] } } },
  play: playOnCanvas(async (canvas) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying your email address…');
  }),
};

/** An unknown, used or expired ticket. */
export const InvalidTicket: Story = {
  parameters: { identityStory: { path: '/verify-email?ticketId=used-ticket' } },
  play: playOnCanvas(async (canvas) => {
    await expectFocusedMessage(canvas, 'alert', 'Ticket is invalid or expired');
  }),
};

/** Opened without a ticket. */
export const MissingTicket: Story = {
  parameters: { identityStory: { path: '/verify-email' } },
  play: playOnCanvas(async (canvas) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ticket is invalid or expired',
    );
  }),
};

/** The service fails: its message. */
export const ServiceError: Story = {
  parameters: {
    identityStory: {
      identity: { fail: { verifyEmail: 'The service is not available right now.' } },
    },
  },
  play: playOnCanvas(async (canvas) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The service is not available right now.',
    );
  }),
};

/** Verified, in German. */
export const German: Story = {
  parameters: { identityStory: { language: 'de' } },
  play: playOnCanvas(async (canvas) => {
    await expect(
      await canvas.findByText('Vielen Dank. Ihre E-Mail-Adresse ist bestätigt.'),
    ).toBeInTheDocument();
  }),
};
