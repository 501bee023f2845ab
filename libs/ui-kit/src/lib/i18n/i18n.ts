import { setupI18n, type I18n, type Messages } from '@lingui/core';

export type { I18n } from '@lingui/core';

/** The languages the storefront ships. */
export type Language = 'en' | 'de';

/**
 * One namespace's messages in the two languages the storefront ships: nested objects whose
 * leaves are messages. Written in a catalogue module (`*.messages.ts`), a message is ICU
 * MessageFormat (`'Hello {name}'`, `'{count, plural, one {# box} other {# boxes}}'`), compiled
 * at build time (`tools/vite/message-catalogues.ts`; the types stay the source strings). Any
 * other string (brand copy, a spec text from a constant) is plain text, shown as it is.
 *
 * @example
 * const quickAddMessages = {
 *   en: { label: 'Quick add' },
 *   de: { label: 'Schnell hinzufügen' },
 * } as const satisfies MessagesByLanguage;
 */
export type MessagesByLanguage = Readonly<Record<Language, object>>;

/** Values of a message's placeholders; `defaultValue` is shown when the message is missing. */
export type MessageValues = Readonly<Record<string, unknown>> & { readonly defaultValue?: string };

/**
 * Translates a key of one namespace (`'price.quantity'`) with its placeholders' values.
 *
 * @example
 * const t: Translate = translator(i18n, 'catalog');
 * t('price.quantityOption', { count: 2, quantity: '2' }); // '2 boxes'
 */
export type Translate = (key: string, values?: MessageValues) => string;

/** Options of {@link createI18n}. */
export interface CreateI18nOptions {
  language: Language;
  /**
   * What a missing message shows: its key (the default), or an error is thrown (`'throw'`;
   * tests use it, so a test fails on a string its catalogue lacks).
   */
  missing?: 'key' | 'throw';
  /** Called for every missing message (before it shows its key or throws). */
  onMissing?: (language: string, namespace: string, key: string) => void;
}

const separator = ':';

/**
 * Creates an i18n instance (Lingui's) in `language`, without messages: features register
 * theirs ({@link registerMessages}, `useMessages`). One instance per app in the browser and
 * per request on the server; nothing is shared between instances.
 *
 * @example
 * const i18n = createI18n({ language: 'de' });
 * registerMessages(i18n, 'greeting', { en: { hi: 'Hi' }, de: { hi: 'Hallo' } });
 * translator(i18n, 'greeting')('hi'); // 'Hallo'
 */
export function createI18n({ language, missing = 'key', onMissing }: CreateI18nOptions): I18n {
  return setupI18n({
    locale: language,
    messages: { en: {}, de: {} },
    missing: (locale, id) => {
      const at = id.indexOf(separator);
      onMissing?.(locale, id.slice(0, at), id.slice(at + 1));
      if (missing === 'throw') throw new Error(`Missing ${locale} ${id}`);
      return id.slice(at + 1);
    },
  });
}

function messageId(namespace: string, key: string): string {
  return `${namespace}${separator}${key}`;
}

function flatten(namespace: string, tree: object, prefix = '', into: Messages = {}): Messages {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') {
      // Not compiled, so not from a catalogue module: text shown as it is (a spec text, brand
      // copy, a constant in a catalogue), braces included, never read as MessageFormat.
      into[messageId(namespace, path)] = [value];
    } else if (Array.isArray(value)) {
      into[messageId(namespace, path)] = value as Messages[string]; // compiled at build time
    } else if (typeof value === 'object' && value !== null) {
      flatten(namespace, value as object, path, into);
    }
  }
  return into;
}

/**
 * State of one namespace in one i18n instance (registered languages, lazy loads): created on
 * first use, kept weakly by the instance, so a test's or a server request's instance takes its
 * entries along and every render after the first costs one lookup (internal to this folder).
 */
export function namespaceState<State>(
  byInstance: WeakMap<I18n, Map<string, State>>,
  i18n: I18n,
  namespace: string,
  create: () => State,
): State {
  let namespaces = byInstance.get(i18n);
  if (namespaces === undefined) {
    namespaces = new Map();
    byInstance.set(i18n, namespaces);
  }
  let state = namespaces.get(namespace);
  if (state === undefined) {
    state = create();
    namespaces.set(namespace, state);
  }
  return state;
}

// The languages each namespace is registered in, per instance.
const registered = new WeakMap<I18n, Map<string, Set<string>>>();

function languagesOf(i18n: I18n, namespace: string): Set<string> {
  return namespaceState(registered, i18n, namespace, () => new Set<string>());
}

export function isRegistered(i18n: I18n, namespace: string, language: string): boolean {
  return registered.get(i18n)?.get(namespace)?.has(language) ?? false;
}

/**
 * Adds a namespace's messages (of every language given) to `i18n`, once per instance,
 * namespace and language: a second catalogue for the same namespace and language is not read.
 * `replace` adds them again.
 *
 * @example
 * registerMessages(i18n, 'catalog', catalogMessages);
 */
export function registerMessages(
  i18n: I18n,
  namespace: string,
  messages: Partial<Record<Language, object>>,
  { replace = false }: { replace?: boolean } = {},
): void {
  const languages = languagesOf(i18n, namespace);
  for (const [language, tree] of Object.entries(messages)) {
    if (tree === undefined || (languages.has(language) && !replace)) continue;
    i18n.load(language, flatten(namespace, tree));
    languages.add(language);
  }
}

/**
 * Whether `i18n` has a message for `key` of `namespace` in its current language.
 *
 * @example
 * hasMessage(i18n, 'designs', `panels.${panel.id}`) ? t(`panels.${panel.id}`) : panel.name;
 */
export function hasMessage(i18n: I18n, namespace: string, key: string): boolean {
  return i18n.messages[messageId(namespace, key)] !== undefined;
}

/**
 * The translate function of one namespace of `i18n`, in its current language (outside React:
 * server loaders, tests; components use `useMessages`).
 *
 * @example
 * translator(i18n, 'seo')('cart.title'); // 'Cart | Boxup'
 */
export function translator(i18n: I18n, namespace: string): Translate {
  return (key, values) => {
    if (values?.defaultValue !== undefined && !hasMessage(i18n, namespace, key)) {
      return values.defaultValue;
    }
    return i18n._(messageId(namespace, key), values);
  };
}

/**
 * The language of `i18n`.
 *
 * @example
 * languageOf(i18n); // 'de'
 */
export function languageOf(i18n: I18n): Language {
  return i18n.locale === 'de' ? 'de' : 'en';
}
