import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMessages } from '@storefront/ui-kit/i18n';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser has a network connection (`navigator.onLine`, updated by its `online`
 * and `offline` events). Always `true` where there is no `navigator` (server rendering).
 *
 * @example
 * const online = useOnlineStatus();
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** How long 'You are back online.' stays after the connection returns. */
export const BACK_ONLINE_MS = 4000;

/**
 * The connection banner of the app shell: while the browser is offline a banner at the bottom
 * of the window says so (and that nothing typed is lost), as an alert; when the connection
 * returns it says so for {@link BACK_ONLINE_MS} and goes. It overlays the page
 * instead of pushing it, so nothing moves under the shopper's pointer.
 *
 * @example
 * <ConnectionBanner />
 */
export function ConnectionBanner() {
  const online = useOnlineStatus();
  const [backOnline, setBackOnline] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const onOnline = () => {
      window.clearTimeout(timer);
      setBackOnline(true);
      timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    };
    const onOffline = () => {
      window.clearTimeout(timer);
      setBackOnline(false);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);
  return <ConnectionNotice state={!online ? 'offline' : backOnline ? 'back-online' : null} />;
}

/**
 * What the connection banner shows (presentational): being offline as an alert (announced at
 * once), being back online as a status, each at the bottom of the window; nothing otherwise.
 *
 * @example
 * <ConnectionNotice state="offline" />
 */
export function ConnectionNotice({ state }: { state: 'offline' | 'back-online' | null }) {
  const { t } = useMessages('common');
  if (!state) return null;
  return (
    <div
      role={state === 'offline' ? 'alert' : 'status'}
      data-slot="connection-banner"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4"
    >
      <p className="rounded-brand bg-ink text-surface max-w-xl px-4 py-3 font-medium shadow-lg">
        {state === 'offline' ? t('connection.offline') : t('connection.backOnline')}
      </p>
    </div>
  );
}
