import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * `false` on the server and while React hydrates the server's HTML, `true` from then on (and
 * in every render that is not a hydration). Controls whose handlers only exist once the page
 * is hydrated use it to say so: a submit button stays disabled until its form can validate, so
 * an early click is not sent by the browser as a plain GET of the page.
 *
 * @example
 * const hydrated = useHydrated();
 * return <button type="submit" disabled={!hydrated}>Send message</button>;
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
