import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { greetingMessages } from './greeting.messages';
import { createI18n, registerMessages, translator, type I18n, type Language } from './i18n';
import { I18nProvider } from './i18n-provider';
import { useMessages } from './use-messages';

const NAMESPACE = 'greeting';

function Greeting({ name }: { name: string }) {
  const { t } = useMessages(NAMESPACE, greetingMessages);
  return (
    <p>
      {t('hello', { name })} / {t('nested.bye')} / {t('boxes', { count: 2 })}
    </p>
  );
}

function renderGreeting(i18n: I18n, name = 'Ada') {
  return render(
    <I18nProvider i18n={i18n}>
      <Greeting name={name} />
    </I18nProvider>,
  );
}

const instance = (language: Language = 'en') => createI18n({ language, missing: 'throw' });

describe('useMessages', () => {
  it('registers the messages of both languages before the first render reads them', () => {
    const i18n = instance('en');
    renderGreeting(i18n);
    expect(screen.getByText('Hello Ada / Goodbye / 2 boxes')).toBeInTheDocument();
    i18n.activate('de');
    expect(translator(i18n, NAMESPACE)('boxes', { count: 1 })).toBe('1 Schachtel');
  });

  it('reads catalogues compiled at build time', () => {
    expect(greetingMessages.en.hello).toEqual(['Hello ', ['name']]);
  });

  it('registers once per instance, however often and wherever it renders', () => {
    const i18n = instance('en');
    const load = vi.spyOn(i18n, 'load');
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <Greeting name="Ada" />
        <Greeting name="Grace" />
      </I18nProvider>,
    );
    rerender(
      <I18nProvider i18n={i18n}>
        <Greeting name="Ada" />
        <Greeting name="Alan" />
      </I18nProvider>,
    );
    expect(load.mock.calls.map(([language]) => language)).toEqual(['en', 'de']);

    renderGreeting(instance('de'), 'Emmy');
    expect(screen.getByText('Hallo Emmy / Auf Wiedersehen / 2 Schachteln')).toBeInTheDocument();
  });

  it('registers during render without updating another component', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = instance('en');
    const { rerender } = render(<I18nProvider i18n={i18n}>{null}</I18nProvider>);
    rerender(
      <I18nProvider i18n={i18n}>
        <Greeting name="Ada" />
      </I18nProvider>,
    );
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('follows a language change', () => {
    const i18n = instance('en');
    renderGreeting(i18n);
    expect(screen.getByText('Hello Ada / Goodbye / 2 boxes')).toBeInTheDocument();
    act(() => i18n.activate('de'));
    expect(screen.getByText('Hallo Ada / Auf Wiedersehen / 2 Schachteln')).toBeInTheDocument();
    act(() => i18n.activate('en'));
    expect(screen.getByText('Hello Ada / Goodbye / 2 boxes')).toBeInTheDocument();
  });

  it('shows the fallback or throws for a missing message', () => {
    const i18n = instance('en');
    renderGreeting(i18n);
    const t = translator(i18n, NAMESPACE);
    expect(t('nope', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(() => t('nope')).toThrow('Missing en greeting:nope');
    expect(translator(createI18n({ language: 'en' }), NAMESPACE)('nope')).toBe('nope');
  });

  it('shows text that is not from a catalogue module as it is, braces included', () => {
    const i18n = instance('en');
    registerMessages(i18n, 'brand', { en: { tagline: 'Boxes {that} fit' } });
    expect(translator(i18n, 'brand')('tagline', { that: 'x' })).toBe('Boxes {that} fit');
  });
});
