import { useEffect, useState } from 'react';
import type { AddressLookup } from '../../lib/address-lookup-client';
import { ADDRESS_LOOKUP_MIN_CHARS, type AddressSuggestion } from '../../lib/address-lookup-find';

/**
 * Milliseconds the street search waits after the last keystroke before it asks the lookup
 * service (the spec leaves the debounce value open; 300 ms keeps the list feeling live
 * without a request per keystroke).
 *
 * @example
 * useAddressSuggestions({ lookup, text, debounceMs: ADDRESS_LOOKUP_DEBOUNCE_MS });
 */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 300;

/**
 * Options of {@link useAddressSuggestions}.
 *
 * @example
 * const options: UseAddressSuggestionsOptions = { lookup, text: street, country: 'Canada' };
 */
export interface UseAddressSuggestionsOptions {
  /** The lookup to ask; without one the hook stays idle. */
  readonly lookup: AddressLookup | undefined;
  /** What the shopper typed into the street field. */
  readonly text: string;
  /** The form's country (name or code); narrows the search to the US or Canada. */
  readonly country?: string | undefined;
  /** Wait after the last change before searching; defaults to {@link ADDRESS_LOOKUP_DEBOUNCE_MS}. */
  readonly debounceMs?: number | undefined;
  /** `false` pauses the search (e.g. while the text is an address just picked). */
  readonly enabled?: boolean | undefined;
}

/**
 * Where the street search stands: `idle` (nothing to search: fewer than 3 characters, no
 * lookup or paused), `loading` (waiting for the debounce or the answer), `ready`, `error`.
 *
 * @example
 * const status: AddressSuggestionsStatus = 'loading';
 */
export type AddressSuggestionsStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * What {@link useAddressSuggestions} gives.
 *
 * @example
 * const { suggestions, status, expand } = useAddressSuggestions({ lookup, text });
 */
export interface AddressSuggestionsState {
  /** The suggestions for the current text (the previous ones while a new search runs). */
  readonly suggestions: readonly AddressSuggestion[];
  readonly status: AddressSuggestionsStatus;
  /** The failure of the last search (an `ApiError` with code ECX036), when `status` is `error`. */
  readonly error: unknown;
  /** Lists the addresses of a `Container` suggestion instead, until the text changes. */
  expand(container: AddressSuggestion): void;
}

interface SearchResult {
  readonly key: string;
  readonly items: readonly AddressSuggestion[];
  readonly failed: boolean;
  readonly error: unknown;
}

const NO_RESULT: SearchResult = { key: '', items: [], failed: false, error: undefined };

/**
 * Street suggestions for what the shopper types (spec: street search starts at 3
 * characters), debounced, the last request aborted when the text changes; expanding a
 * container searches again within it at once.
 *
 * @example
 * const { suggestions, status } = useAddressSuggestions({ lookup, text: street, country });
 */
export function useAddressSuggestions({
  lookup,
  text,
  country,
  debounceMs = ADDRESS_LOOKUP_DEBOUNCE_MS,
  enabled = true,
}: UseAddressSuggestionsOptions): AddressSuggestionsState {
  const trimmed = text.trim();
  const [container, setContainer] = useState<{ id: string; text: string } | null>(null);
  const [result, setResult] = useState<SearchResult>(NO_RESULT);
  const containerId = container !== null && container.text === trimmed ? container.id : undefined;
  const active = enabled && lookup !== undefined && trimmed.length >= ADDRESS_LOOKUP_MIN_CHARS;
  const key = active ? JSON.stringify([trimmed, country ?? '', containerId ?? '']) : '';

  useEffect(() => {
    if (key === '' || lookup === undefined) return undefined;
    const controller = new AbortController();
    const search = () => {
      lookup
        .find({ text: trimmed, country, container: containerId }, { signal: controller.signal })
        .then(
          (items) => setResult({ key, items, failed: false, error: undefined }),
          (error: unknown) => {
            if (!controller.signal.aborted) setResult({ key, items: [], failed: true, error });
          },
        );
    };
    const timer = setTimeout(search, containerId === undefined ? debounceMs : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, lookup, trimmed, country, containerId, debounceMs]);

  const current = result.key === key;
  let status: AddressSuggestionsStatus = 'idle';
  if (active) status = !current ? 'loading' : result.failed ? 'error' : 'ready';
  return {
    suggestions: active && !(current && result.failed) ? result.items : [],
    status,
    error: active && current ? result.error : undefined,
    expand: (suggestion) => setContainer({ id: suggestion.id, text: trimmed }),
  };
}
