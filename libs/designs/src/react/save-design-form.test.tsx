import { I18nProvider } from '@storefront/ui-kit/i18n';
import { catalogueSource, createTestI18n } from '@storefront/ui-kit/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DESIGNS_NAMESPACE, designsMessages } from '../lib/designs-messages';
import { SaveDesignForm } from './save-design-form';

async function withI18n(lng: 'en' | 'de', ui: ReactNode) {
  const i18n = createTestI18n(DESIGNS_NAMESPACE, designsMessages, { lng });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

/** Types `name` into the form and presses Save design; `onSave` answers the save. */
async function saveAs(
  name: string,
  onSave: (name: string) => Promise<void> = vi.fn(async () => {}),
) {
  const user = userEvent.setup();
  await withI18n('en', <SaveDesignForm onSave={onSave} />);
  await user.type(screen.getByLabelText(/Design name/), name);
  await user.click(screen.getByRole('button', { name: 'Save design' }));
  return onSave;
}

describe('SaveDesignForm', () => {
  it("says 'Design name required' for a blank name and does not save", async () => {
    const onSave = await saveAs('   ');
    expect(await screen.findByText('Design name required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Design name/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the trimmed name and confirms it', async () => {
    const onSave = await saveAs('  Holiday mailer  ');
    expect(onSave).toHaveBeenCalledWith('Holiday mailer');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Design saved as “Holiday mailer”.',
    );
  });

  it('keeps what the shopper typed and shows the message when saving fails', async () => {
    await saveAs('Gift box v3', async () => Promise.reject(new Error('Unable to save the design')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to save the design');
    expect(screen.getByLabelText(/Design name/)).toHaveValue('Gift box v3');
  });

  it('rejects a name over 100 characters and speaks German to German shoppers', async () => {
    const user = userEvent.setup();
    await withI18n('de', <SaveDesignForm defaultName={'x'.repeat(101)} onSave={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Design speichern' }));
    expect(
      await screen.findByText('Der Name darf höchstens 100 Zeichen lang sein'),
    ).toBeInTheDocument();
  });
});

describe('designsMessages', () => {
  it('has the same keys in English and German', () => {
    const { en, de } = catalogueSource(designsMessages);
    expect(Object.keys(de.saveDesign)).toEqual(Object.keys(en.saveDesign));
  });
});
