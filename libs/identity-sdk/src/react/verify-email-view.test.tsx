import { I18nProvider } from '@storefront/ui-kit/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { IdentityProvider } from './identity-provider';
import { createIdentityI18n } from './testing/identity-i18n';
import { renderWithStoryIdentity } from './testing/render-identity-page';
import {
  STORY_VERIFY_TICKET,
  createStoryIdentity,
  type StoryIdentityOptions,
} from './testing/story-identity';
import { VerifyEmailView } from './verify-email-view';

const renderPage = (path: string, identity?: StoryIdentityOptions) =>
  renderWithStoryIdentity(<VerifyEmailView />, { path, identity });

describe('VerifyEmailView', () => {
  it('verifies the ticket as it opens and says so', async () => {
    const { identity } = renderPage(`/verify-email?ticketId=${STORY_VERIFY_TICKET}`);
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email address…');
    expect(
      await screen.findByText('Thank you. Your email address is verified.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(identity.calls.filter((call) => call === 'verifyEmail')).toHaveLength(1);
  });

  it('sends the ticket once under StrictMode', async () => {
    const identity = createStoryIdentity();
    render(
      <StrictMode>
        <I18nProvider i18n={createIdentityI18n()}>
          <IdentityProvider identity={identity}>
            <MemoryRouter initialEntries={[`/verify-email?ticketId=${STORY_VERIFY_TICKET}`]}>
              <VerifyEmailView continuePath="/my-info" />
            </MemoryRouter>
          </IdentityProvider>
        </I18nProvider>
      </StrictMode>,
    );
    expect(
      await screen.findByText('Thank you. Your email address is verified.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/my-info',
    );
    expect(identity.calls.filter((call) => call === 'verifyEmail')).toHaveLength(1);
  });

  it("shows 'Ticket is invalid or expired' for a bad ticket and focuses it", async () => {
    renderPage('/verify-email?ticketId=used');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ticket is invalid or expired');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('says the same without a ticket and calls nothing', async () => {
    const { identity } = renderPage('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ticket is invalid or expired');
    expect(identity.calls).not.toContain('verifyEmail');
  });

  it("shows the service's message", async () => {
    renderPage(`/verify-email?ticketId=${STORY_VERIFY_TICKET}`, {
      fail: { verifyEmail: 'Service unavailable' },
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable'));
  });

  it('speaks German', async () => {
    renderWithStoryIdentity(<VerifyEmailView />, {
      path: '/verify-email?ticketId=used',
      language: 'de',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Link ist ungültig oder abgelaufen',
    );
  });
});
