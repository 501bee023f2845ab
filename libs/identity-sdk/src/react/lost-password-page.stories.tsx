import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LostPasswordPage } from './lost-password-page';
import { withIdentityStory, type IdentityStoryParameters } from './testing/identity-story';

const meta = {
  title: 'Identity/Pages/LostPasswordPage',
  component: LostPasswordPage,
  decorators: [withIdentityStory],
  parameters: { identityStory: { path: '/lost-password' } satisfies IdentityStoryParameters },
} satisfies Meta<typeof LostPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The email form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Forgot your password?',
    );
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** A malformed address: 'Invalid Email address' and focus on the field. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'dana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(await canvas.findByText('Invalid Email address')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^Email/)).toHaveFocus());
  },
};

/** The service cannot be reached: its message in an alert; the address stays in the field. */
export const ServiceError: Story = {
  parameters: {
    identityStory: {
      path: '/lost-password',
      identity: { fail: { requestPasswordReset: 'The service is not available right now.' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'dana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The service is not available right now.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('dana@example.com');
  },
};

/** After sending: the same confirmation whether or not the address has an account. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'Nobody@Example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Check your email');
    await expect(status).toHaveTextContent(
      'If an account exists for nobody@example.com, we have sent a link',
    );
    // Focus moves once the confirmation has rendered (an effect after the render).
    await waitFor(() => expect(status).toHaveFocus());
  },
};

/** The page in German. */
export const German: Story = {
  parameters: { identityStory: { path: '/lost-password', language: 'de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Link senden' }));
    await expect(await canvas.findByText('E-Mail-Adresse ist erforderlich')).toBeInTheDocument();
  },
};
