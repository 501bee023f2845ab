import { I18nProvider } from '@storefront/ui-kit/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getPage, type ContentPage } from '../lib/get-page';
import { fakeContentService } from '../lib/testing/fake-content-service';
import { sampleAboutPage } from '../lib/testing/sample-content';
import { ContentPageView } from './content-page-view';
import { createContentI18n } from './testing/content-i18n';

// The pages as getPage returns them (the contact page's CMS body carries a script handler).
let contact: ContentPage;
let about: ContentPage;
beforeAll(async () => {
  contact = (await getPage(fakeContentService().client, 'view/contact')) as ContentPage;
  about = (await getPage(
    fakeContentService({ page: sampleAboutPage }).client,
    'view/about',
  )) as ContentPage;
});

function renderView(ui: ReactNode) {
  return render(<I18nProvider i18n={createContentI18n()}>{ui}</I18nProvider>);
}

describe('ContentPageView', () => {
  it('renders the title as the page heading and the sanitised body', () => {
    const { container } = renderView(<ContentPageView page={about} />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(container.querySelector('form')).toBeNull();
  });

  it('renders the CMS body getPage sanitised: no script handler', () => {
    const { container } = renderView(<ContentPageView page={contact} />);
    expect(container.innerHTML).not.toContain('onerror');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('renders the form of a form page and hands its values over with the form', async () => {
    const user = userEvent.setup();
    const onSubmitForm = vi.fn(async () => {});
    renderView(<ContentPageView page={contact} onSubmitForm={onSubmitForm} />);
    // The form's code loads with the page that has one.
    await user.type(await screen.findByLabelText(/Your name/), 'Ada');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Thank you/);
    expect(onSubmitForm).toHaveBeenCalledWith(
      { name: 'Ada', email: 'ada@example.com', phone: '', message: 'Hi' },
      contact.form,
    );
  });

  it('leaves the form out without a submit handler', () => {
    renderView(<ContentPageView page={contact} />);
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
  });
});
