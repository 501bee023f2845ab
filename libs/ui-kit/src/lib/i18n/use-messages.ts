import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';

/**
 * One i18next namespace's messages in the two languages the storefront ships, as i18next
 * reads them (nested objects of strings). Both are required: a language switch needs both.
 *
 * @example
 * const quickAddMessages = {
 *   en: { label: 'Quick add' },
 *   de: { label: 'Schnell hinzufügen' },
 * } as const satisfies MessagesByLanguage;
 */
export type MessagesByLanguage = Readonly<Record<'en' | 'de', object>>;

// The namespaces registered in each i18next instance, so that every render after the first
// costs one lookup. Keyed weakly: a test's or a server request's instance takes its entry along.
const registeredNamespaces = new WeakMap<I18n, Set<string>>();

function registerMessages(i18n: I18n, namespace: string, messages: MessagesByLanguage): void {
  let namespaces = registeredNamespaces.get(i18n);
  if (namespaces === undefined) {
    namespaces = new Set();
    registeredNamespaces.set(i18n, namespaces);
  }
  if (namespaces.has(namespace)) return;
  for (const [language, resources] of Object.entries(messages)) {
    // Deep, without overwrite: a key the app already has in this namespace wins, the library's
    // messages fill in the rest.
    i18n.addResourceBundle(language, namespace, resources, true, false);
  }
  namespaces.add(namespace);
}

/**
 * Registers a feature's messages in the app's i18next instance (the one `useTranslation`
 * uses) the first time a component needs them, in every language given, and answers
 * `useTranslation(namespace)`. Apps need no setup and a page's first load carries only the
 * messages of the components it renders.
 *
 * Registration happens once per i18next instance and namespace (pass a module-level catalogue;
 * a second catalogue for the same namespace is not read), during render so that the first
 * render already finds its strings. Keys the app has already registered in the namespace are
 * kept: the app can override any message.
 *
 * @example
 * import { useMessages } from '@storefront/ui-kit/i18n';
 *
 * const QUICK_ADD_NAMESPACE = 'shopQuickAdd';
 * const quickAddMessages = {
 *   en: { label: 'Quick add', added: '{{name}} added to your cart.' },
 *   de: { label: 'Schnell hinzufügen', added: '{{name}} wurde in den Warenkorb gelegt.' },
 * } as const;
 *
 * function QuickAddButton({ name }: { name: string }) {
 *   const { t } = useMessages(QUICK_ADD_NAMESPACE, quickAddMessages);
 *   return <Button aria-label={t('added', { name })}>{t('label')}</Button>;
 * }
 */
export function useMessages<const Namespace extends string>(
  namespace: Namespace,
  messages: MessagesByLanguage,
) {
  // The instance useTranslation picks: the provider's, else the one of initReactI18next.
  const context = useContext(I18nContext) as { i18n?: I18n } | undefined;
  const i18n = context?.i18n ?? (getI18n() as I18n | undefined);
  if (i18n !== undefined) registerMessages(i18n, namespace, messages);
  return useTranslation(namespace);
}
