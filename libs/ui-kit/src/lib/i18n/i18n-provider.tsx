import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { languageOf, type I18n, type Language } from './i18n';

interface I18nContextValue {
  i18n: I18n;
  language: Language;
}

const I18nContext = createContext<I18nContextValue | null>(null);

/**
 * Gives the components below it `i18n` (its messages and language). They render again when
 * the language changes (`i18n.activate`), not when messages are added.
 *
 * @example
 * <I18nProvider i18n={i18n}><App /></I18nProvider>
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const language = useSyncExternalStore(
    (onChange) => i18n.on('change', onChange),
    () => languageOf(i18n),
    () => languageOf(i18n),
  );
  const value = useMemo(() => ({ i18n, language }), [i18n, language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * The i18n instance of the nearest {@link I18nProvider} and its current language.
 *
 * @example
 * const { i18n, language } = useI18n();
 */
export function useI18n(): I18nContextValue {
  const context = useContext(I18nContext);
  if (context === null) throw new Error('useI18n must be used within I18nProvider');
  return context;
}
