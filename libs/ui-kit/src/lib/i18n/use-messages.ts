import { use, useMemo } from 'react';
import {
  hasMessage,
  registerMessages,
  translator,
  type I18n,
  type Language,
  type MessagesByLanguage,
  type Translate,
} from './i18n';
import { useI18n } from './i18n-provider';
import { loadMessages, type MessageLoaders } from './lazy-messages';

function isLoaders(messages: MessagesByLanguage | MessageLoaders): messages is MessageLoaders {
  return typeof messages.en === 'function';
}

/** What {@link useMessages} answers. */
export interface NamespaceMessages {
  /** Translates a key of the namespace in the current language. */
  t: Translate;
  /** Whether the namespace has a message for `key` in the current language. */
  has: (key: string) => boolean;
  i18n: I18n;
  language: Language;
}

/**
 * The messages of one namespace in the current language. With `messages`, registers a
 * feature's catalogue in the app's i18n instance the first time a component needs it, so apps
 * need no setup and a page's first load carries only the messages of the components it
 * renders: given as loaders ({@link MessageLoaders}), only the current language's catalogue
 * loads (the component suspends until it is there); given as objects, every language given
 * registers at once. Without, reads a namespace the app registered (the shell's `common`,
 * `brand`, `seo`).
 *
 * Registration happens once per instance and namespace (pass a module-level catalogue), during
 * render so that the first render already finds its strings.
 *
 * @example
 * import { useMessages } from '@storefront/ui-kit/i18n';
 * import { quickAddMessages } from './quick-add.messages';
 * // quick-add.messages.ts: { en: { added: '{name} added to your cart.' }, de: { … } }
 *
 * function QuickAddButton({ name }: { name: string }) {
 *   const { t } = useMessages('shopQuickAdd', quickAddMessages);
 *   return <Button aria-label={t('added', { name })}>{t('label')}</Button>;
 * }
 */
export function useMessages(
  namespace: string,
  messages?: MessagesByLanguage | MessageLoaders,
): NamespaceMessages {
  const { i18n, language } = useI18n();
  if (messages !== undefined && isLoaders(messages)) {
    // Suspends until the catalogue of the current language is there (the server waits for
    // it; the browser gets it from the server's page, or loads it with the page's code).
    const load = loadMessages(i18n, namespace, messages, language);
    if (load !== undefined) use(load);
  } else if (messages !== undefined) {
    registerMessages(i18n, namespace, messages);
  }
  return useMemo(
    () => ({
      t: translator(i18n, namespace),
      has: (key: string) => hasMessage(i18n, namespace, key),
      i18n,
      language,
    }),
    // The language is a dependency on purpose: `t` translates into the current one.
    [i18n, namespace, language],
  );
}
