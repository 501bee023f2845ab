import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LostPasswordPage } from './lost-password-page';
import { renderIdentityPage } from './testing/render-identity-page';
import { createStoryIdentity, type StoryIdentityOptions } from './testing/story-identity';

function renderPage(options: StoryIdentityOptions = {}, language: 'en' | 'de' = 'en') {
  const identity = createStoryIdentity(options);
  const view = renderIdentityPage(<LostPasswordPage />, {
    identity,
    path: '/lost-password',
    language,
  });
  return { ...view, identity };
}

describe('LostPasswordPage', () => {
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
    await user.type(screen.getByLabelText(/^Email/), 'dana@');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Invalid Email address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(identity.calls).not.toContain('requestPasswordReset');
  });

  it('sends the lowercased address and confirms without saying whether it has an account', async () => {
    const { user, identity } = renderPage();
    await user.type(screen.getByLabelText(/^Email/), '  Nobody@Example.COM ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
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
    await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dana@example.com');
  });

  it('shows a busy button while sending', async () => {
    const { user } = renderPage({ hang: ['requestPasswordReset'] });
    await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
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
