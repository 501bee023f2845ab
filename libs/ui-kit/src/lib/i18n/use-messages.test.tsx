import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { useMessages } from './use-messages';

const NAMESPACE = 'greeting';
const greetingMessages = {
  en: { hello: 'Hello {{name}}', nested: { bye: 'Goodbye' } },
  de: { hello: 'Hallo {{name}}', nested: { bye: 'Auf Wiedersehen' } },
} as const;

function createI18n(
  lng: 'en' | 'de' = 'en',
  resources: Record<string, Record<string, object>> = {},
): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({ lng, initAsync: false, resources, interpolation: { escapeValue: false } });
  return i18n;
}

function Greeting({ name }: { name: string }) {
  const { t } = useMessages(NAMESPACE, greetingMessages);
  return (
    <p>
      {t('hello', { name })} / {t('nested.bye')}
    </p>
  );
}

function renderGreeting(i18n: I18n, name = 'Ada') {
  return render(
    <I18nextProvider i18n={i18n}>
      <Greeting name={name} />
    </I18nextProvider>,
  );
}

describe('useMessages', () => {
  it('registers the messages of both languages before the first render reads them', () => {
    const i18n = createI18n('en');
    renderGreeting(i18n);
    expect(screen.getByText('Hello Ada / Goodbye')).toBeInTheDocument();
    expect(i18n.getResourceBundle('en', NAMESPACE)).toEqual(greetingMessages.en);
    expect(i18n.getResourceBundle('de', NAMESPACE)).toEqual(greetingMessages.de);
  });

  it('registers once per i18next instance, however often and wherever it renders', () => {
    const i18n = createI18n('en');
    const addResourceBundle = vi.spyOn(i18n, 'addResourceBundle');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Greeting name="Ada" />
        <Greeting name="Grace" />
      </I18nextProvider>,
    );
    rerender(
      <I18nextProvider i18n={i18n}>
        <Greeting name="Ada" />
        <Greeting name="Alan" />
      </I18nextProvider>,
    );
    expect(
      addResourceBundle.mock.calls.map(([language, namespace]) => [language, namespace]),
    ).toEqual([
      ['en', NAMESPACE],
      ['de', NAMESPACE],
    ]);

    const other = createI18n('de');
    renderGreeting(other, 'Emmy');
    expect(screen.getByText('Hallo Emmy / Auf Wiedersehen')).toBeInTheDocument();
  });

  it('keeps the keys the app registered and fills in the others', () => {
    const i18n = createI18n('en', { en: { [NAMESPACE]: { hello: 'Welcome back, {{name}}' } } });
    renderGreeting(i18n);
    expect(screen.getByText('Welcome back, Ada / Goodbye')).toBeInTheDocument();
    expect(i18n.getResourceBundle('de', NAMESPACE)).toEqual(greetingMessages.de);
  });

  it('follows a language change', async () => {
    const i18n = createI18n('en');
    renderGreeting(i18n);
    expect(screen.getByText('Hello Ada / Goodbye')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByText('Hallo Ada / Auf Wiedersehen')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Hello Ada / Goodbye')).toBeInTheDocument();
  });
});
