import { isRegistered, namespaceState, registerMessages, type I18n, type Language } from './i18n';

/**
 * A namespace's catalogue per language, each loaded when first needed (a dynamic import of a
 * `*.messages.<language>.ts` module), so a page ships only the shopper's language.
 *
 * @example
 * const catalogMessageLoaders: MessageLoaders = {
 *   en: () => import('./catalog.messages.en').then((module) => module.catalogMessagesEn),
 *   de: () => import('./catalog.messages.de').then((module) => module.catalogMessagesDe),
 * };
 */
export type MessageLoaders = Readonly<Record<Language, () => Promise<object>>>;

/**
 * A load that says whether it is done the way React's `use` reads it (`status`), so a render
 * after it finished reads it without suspending again (a language switch loads, then renders).
 */
type TrackedLoad = Promise<void> & {
  status: 'pending' | 'fulfilled' | 'rejected';
  reason?: unknown;
};

interface LazyNamespace {
  loaders: MessageLoaders;
  /** The catalogue of each language, once loaded (the server hands them to the browser). */
  loaded: Map<Language, object>;
  loads: Map<Language, TrackedLoad>;
}

function track(load: Promise<void>): TrackedLoad {
  const tracked: TrackedLoad = Object.assign(load, { status: 'pending' as const });
  tracked.then(
    () => {
      tracked.status = 'fulfilled';
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

// The namespaces each instance loads on demand. Keyed weakly, like the registrations.
const lazyNamespaces = new WeakMap<I18n, Map<string, LazyNamespace>>();

function lazyNamespace(i18n: I18n, namespace: string, loaders: MessageLoaders): LazyNamespace {
  return namespaceState(lazyNamespaces, i18n, namespace, () => ({
    loaders,
    loaded: new Map(),
    loads: new Map(),
  }));
}

/**
 * Loads `namespace` in `language` into `i18n` with its loaders, once. Answers the load (in
 * progress or done), or `undefined` when the messages were registered without loading (the
 * server handed them over).
 *
 * @example
 * const pending = loadMessages(i18n, 'catalog', catalogMessageLoaders, 'de');
 * if (pending) await pending;
 */
export function loadMessages(
  i18n: I18n,
  namespace: string,
  loaders: MessageLoaders,
  language: Language,
): Promise<void> | undefined {
  const entry = lazyNamespace(i18n, namespace, loaders);
  const started = entry.loads.get(language);
  if (started !== undefined) return started;
  if (isRegistered(i18n, namespace, language)) return undefined;
  const load = track(
    loaders[language]().then((messages) => {
      entry.loaded.set(language, messages);
      registerMessages(i18n, namespace, { [language]: messages });
    }),
  );
  entry.loads.set(language, load);
  return load;
}

/**
 * Loads every namespace `i18n` has loaded on demand so far in another `language` (a language
 * switch calls it before `i18n.activate(language)`).
 *
 * @example
 * await loadLanguage(i18n, 'en');
 * i18n.activate('en');
 */
export async function loadLanguage(i18n: I18n, language: Language): Promise<void> {
  const namespaces = lazyNamespaces.get(i18n) ?? new Map<string, LazyNamespace>();
  await Promise.all(
    [...namespaces].map(([namespace, { loaders }]) =>
      loadMessages(i18n, namespace, loaders, language),
    ),
  );
}

/**
 * The catalogues `i18n` loaded on demand in `language`, by namespace: the server puts them in
 * the page, so the browser registers them before hydrating ({@link registerMessages}) instead
 * of loading them again.
 *
 * @example
 * const messages = loadedMessages(i18n, 'de'); // { catalog: { … } }
 */
export function loadedMessages(i18n: I18n, language: Language): Record<string, object> {
  const loaded: Record<string, object> = {};
  for (const [namespace, entry] of lazyNamespaces.get(i18n) ?? []) {
    const messages = entry.loaded.get(language);
    if (messages !== undefined) loaded[namespace] = messages;
  }
  return loaded;
}
