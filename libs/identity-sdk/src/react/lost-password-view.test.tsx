import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LostPasswordView } from './lost-password-view';
import { submitResetRequest } from './testing/identity-forms';
import type { IdentityLanguage } from './testing/identity-i18n';
import { renderWithStoryIdentity } from './testing/render-identity-page';
import type { StoryIdentityOptions } from './testing/story-identity';

const renderPage = (identity?: StoryIdentityOptions, language?: IdentityLanguage) =>
  renderWithStoryIdentity(<LostPasswordView />, { path: '/lost-password', identity, language });

describe('LostPasswordView', () => {
  it('asks for the email address of the account', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot your password?');
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute('href', '/login');
  });

  it('checks the address before sending and focuses the field', async () => {
    const { user, identity } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await submitResetRequest(user, screen, 'dana@');
    expect(await screen.findByText('Invalid Email address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(identity.calls).not.toContain('requestPasswordReset');
  });

  it('sends the lowercased address and confirms without saying whether it has an account', async () => {
    const { user, identity } = renderPage();
    await submitResetRequest(user, screen, '  Nobody@Example.COM ');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your email');
    expect(status).toHaveTextContent(
      'If an account exists for nobody@example.com, we have sent a link to choose a new password to that address.',
    );
    await waitFor(() => expect(status).toHaveFocus());
    expect(identity.resetRequests).toEqual(['nobody@example.com']);
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
  });

  it("shows the service's message, focuses it and keeps the address", async () => {
    const { user } = renderPage({ fail: { requestPasswordReset: 'Service unavailable' } });
    await submitResetRequest(user, screen, 'dana@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dana@example.com');
  });

  it('shows a busy button while sending', async () => {
    const { user } = renderPage({ hang: ['requestPasswordReset'] });
    await submitResetRequest(user, screen, 'dana@example.com');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send link' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  });

  it('speaks German', async () => {
    const { user } = renderPage({}, 'de');
    await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Falls ein Konto für dana@example.com besteht',
    );
  });
});
