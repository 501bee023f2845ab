import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { greetingMessages } from './greeting.messages';
import { createI18n, registerMessages, translator } from './i18n';
import { I18nProvider } from './i18n-provider';
import { loadedMessages, loadLanguage, type MessageLoaders } from './lazy-messages';
import { useMessages } from './use-messages';

function loaders() {
  return {
    en: vi.fn(() => Promise.resolve(greetingMessages.en)),
    de: vi.fn(() => Promise.resolve(greetingMessages.de)),
  } satisfies MessageLoaders;
}

function Greeting({ messages }: { messages: MessageLoaders }) {
  const { t } = useMessages('greeting', messages);
  return <p>{t('hello', { name: 'Ada' })}</p>;
}

async function renderGreeting(i18n: ReturnType<typeof createI18n>, messages: MessageLoaders) {
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>Loading</p>}>
          <Greeting messages={messages} />
        </Suspense>
      </I18nProvider>,
    );
  });
}

describe('useMessages with loaders', () => {
  it('loads only the current language, then renders', async () => {
    const i18n = createI18n({ language: 'de', missing: 'throw' });
    const messages = loaders();
    await renderGreeting(i18n, messages);
    expect(await screen.findByText('Hallo Ada')).toBeInTheDocument();
    expect(messages.de).toHaveBeenCalledTimes(1);
    expect(messages.en).not.toHaveBeenCalled();
    expect(loadedMessages(i18n, 'de')).toEqual({ greeting: greetingMessages.de });
  });

  it('loads the other language of every such namespace for a switch', async () => {
    const i18n = createI18n({ language: 'de', missing: 'throw' });
    const messages = loaders();
    await renderGreeting(i18n, messages);
    await act(async () => {
      await loadLanguage(i18n, 'en');
      i18n.activate('en');
    });
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(messages.en).toHaveBeenCalledTimes(1);
  });

  it('does not load what the server handed over', async () => {
    const i18n = createI18n({ language: 'en', missing: 'throw' });
    registerMessages(i18n, 'greeting', { en: greetingMessages.en });
    const messages = loaders();
    await renderGreeting(i18n, messages);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(messages.en).not.toHaveBeenCalled();
    expect(translator(i18n, 'greeting')('boxes', { count: 1 })).toBe('1 box');
  });
});
