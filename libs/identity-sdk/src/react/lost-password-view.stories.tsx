import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LostPasswordView } from './lost-password-view';
import { submitResetRequest } from './testing/identity-forms';
import { expectFocusedMessage, identityStory, playOnCanvas } from './testing/identity-story';

const meta = {
  title: 'Identity/LostPasswordView',
  component: LostPasswordView,
  ...identityStory({ path: '/lost-password' }),
} satisfies Meta<typeof LostPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The email form. */
export const Empty: Story = {
  play: playOnCanvas(async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Forgot your password?',
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute(
      'href',
      '/login',
    );
  }),
};

/** A malformed address: 'Invalid Email address' and focus on the field. */
export const ValidationError: Story = {
  play: playOnCanvas(async (canvas) => {
    await submitResetRequest(userEvent, canvas, 'dana@');
    await expect(await canvas.findByText('Invalid Email address')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^Email/)).toHaveFocus());
  }),
};

/** The service cannot be reached: its message in an alert; the address stays in the field. */
export const ServiceError: Story = {
  parameters: {
    identityStory: {
      identity: { fail: { requestPasswordReset: 'The service is not available right now.' } },
    },
  },
  play: playOnCanvas(async (canvas) => {
    await submitResetRequest(userEvent, canvas, 'dana@example.com');
    await expectFocusedMessage(canvas, 'alert', 'The service is not available right now.');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('dana@example.com');
  }),
};

/** After sending: the same confirmation whether or not the address has an account. */
export const Sent: Story = {
  play: playOnCanvas(async (canvas) => {
    await submitResetRequest(userEvent, canvas, 'Nobody@Example.com');
    const status = await expectFocusedMessage(canvas, 'status', 'Check your email');
    await expect(status).toHaveTextContent(
      'If an account exists for nobody@example.com, we have sent a link',
    );
  }),
};

/** The page in German. */
export const German: Story = {
  parameters: { identityStory: { language: 'de' } },
  play: playOnCanvas(async (canvas) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Link senden' }));
    await expect(await canvas.findByText('E-Mail-Adresse ist erforderlich')).toBeInTheDocument();
  }),
};
