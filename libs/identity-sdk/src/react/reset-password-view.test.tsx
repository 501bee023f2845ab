import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResetPasswordView } from './reset-password-view';
import { submitNewPassword } from './testing/identity-forms';
import { renderWithStoryIdentity } from './testing/render-identity-page';
import { STORY_RESET_TICKET, type StoryIdentityOptions } from './testing/story-identity';

const renderPage = (path: string, identity?: StoryIdentityOptions) =>
  renderWithStoryIdentity(<ResetPasswordView />, { path, identity });

const VALID = `/reset?ticketId=${STORY_RESET_TICKET}`;

describe('ResetPasswordView', () => {
  it('checks the ticket before showing the form', async () => {
    const { identity } = renderPage(VALID);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…');
    expect(await screen.findByLabelText(/^New password/)).toBeRequired();
    expect(screen.getByLabelText(/^Confirm new password/)).toBeRequired();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('Your password needs'),
    );
    expect(identity.calls).toContain('validateResetTicket');
  });

  it("says 'Ticket is invalid or expired' with a link to ask again", async () => {
    renderPage('/reset?ticketId=old-ticket');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ticket is invalid or expired');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/lost-password',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('says the same without a ticket and calls nothing', async () => {
    const { identity } = renderPage('/reset');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ticket is invalid or expired');
    await act(() => Promise.resolve());
    expect(identity.calls).not.toContain('validateResetTicket');
  });

  it('checks the new password before sending it', async () => {
    const { user, identity } = renderPage(VALID);
    await submitNewPassword(user, screen, 'Secret12');
    expect(
      await screen.findByText('Password needs a special character (!@#$%^&*)'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveFocus());
    await user.type(screen.getByLabelText(/^New password/), '!');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Confirm new password/)).toHaveFocus());
    expect(identity.calls).not.toContain('changePassword');
  });

  it('saves the new password and offers to log in', async () => {
    const { user, identity } = renderPage(VALID);
    await submitNewPassword(user, screen, 'Secret1!');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Password changed');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(identity.calls).toContain('changePassword');
  });

  it('keeps the form and offers a new link when the ticket ran out meanwhile', async () => {
    const { user } = renderPage(VALID, {
      fail: { changePassword: 'Ticket is invalid or expired' },
    });
    await submitNewPassword(user, screen, 'Secret1!');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ticket is invalid or expired');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Secret1!');
  });

  it('shows other service errors without the new-link offer', async () => {
    const { user } = renderPage(VALID, { fail: { changePassword: 'Service unavailable' } });
    await submitNewPassword(user, screen, 'Secret1!');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a busy button while saving', async () => {
    const { user } = renderPage(VALID, { hang: ['changePassword'] });
    await submitNewPassword(user, screen, 'Secret1!');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save new password' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  });
});
