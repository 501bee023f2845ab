import { I18nProvider } from '@storefront/ui-kit/i18n';
import { ApiError } from '@storefront/http';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOnServer } from '@storefront/ui-kit/testing';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { ContentFormValues } from '../lib/content-form-schema';
import type { ContentPageForm } from '../lib/get-page';
import { sampleContactPage } from '../lib/testing/sample-content';
import { ContentForm } from './content-form';
import { createContentI18n } from './testing/content-i18n';

const form = sampleContactPage.form as ContentPageForm;

function renderForm(
  onSubmit: Mock<(values: ContentFormValues) => Promise<void>> = vi.fn(async () => {}),
  lng: 'en' | 'de' = 'en',
) {
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={createContentI18n(lng)}>
      <ContentForm form={form} onSubmit={onSubmit} />
    </I18nProvider>,
  );
  return { user, onSubmit };
}

describe('ContentForm', () => {
  it('labels every field and marks the required ones', () => {
    renderForm();
    expect(screen.getByLabelText(/Your name/)).toBeRequired();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/Phone/)).not.toBeRequired();
    expect(screen.getByLabelText(/Message/).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('names each missing or wrong field and does not send', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Email/), 'ada@');
    await user.type(screen.getByLabelText(/Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(/^Enter a valid phone number/)).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Message/)).toHaveAccessibleDescription('Message is required');
    expect(screen.getByLabelText(/Your name/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed values and thanks the shopper', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Your name/), '  Ada Lovelace ');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Message/), 'Do you print on kraft?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Thank you/);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      message: 'Do you print on kraft?',
    });
  });

  it('keeps everything typed when sending fails and lets the shopper try again', async () => {
    const onSubmit = vi
      .fn<(values: Record<string, string>) => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(undefined);
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText(/Your name/), 'Ada');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Phone/), '+1 555 010 2030');
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we could not send your message. Please try again.',
    );
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('+1 555 010 2030');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Thank you/);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('marks the fields the service refused and keeps everything typed', async () => {
    const refusal = new ApiError({
      status: 400,
      code: 'ECX999',
      serviceCode: 'ValidationError',
      body: {
        title: 'ValidationError',
        detail: 'values.name: Too long',
        errors: [{ path: 'values.name', message: 'Too long' }],
      },
    });
    const onSubmit = vi.fn<(values: Record<string, string>) => Promise<void>>(async () => {
      throw refusal;
    });
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText(/Your name/), 'Ada');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the marked fields and send the form again.',
    );
    expect(screen.getByLabelText(/Your name/)).toHaveAccessibleDescription(
      'Your name was not accepted. Please check it.',
    );
    expect(screen.getByLabelText(/Your name/)).toHaveFocus();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Hello');
  });

  it('speaks German to German shoppers', async () => {
    const { user } = renderForm(undefined, 'de');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your name ist erforderlich')).toBeInTheDocument();
  });
});

describe('ContentForm rendered on the server', () => {
  it('keeps what the shopper typed before hydration, and sends only once hydrated', async () => {
    const onSubmit = vi.fn(async () => {});
    const i18n = createContentI18n('en');
    const app = (
      <I18nProvider i18n={i18n}>
        <ContentForm form={form} onSubmit={onSubmit} />
      </I18nProvider>
    );
    const page = renderOnServer(app);
    // Before hydration the button cannot send the form as a GET of the page.
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Your name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');

    await page.hydrate();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeEnabled();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Ada Lovelace');
    await user.type(screen.getByLabelText(/Message/), 'Do you print on kraft?');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Thank you/);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Do you print on kraft?',
      }),
    );
    expect(page.errors).toEqual([]);
    page.unmount();
  });
});
