import { I18nProvider } from '@storefront/ui-kit/i18n';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorefrontI18n } from '../storefront-i18n';
import { defaultStore } from '../../lib/variants/default-store';
import { partnerStore } from '../../lib/variants/partner-store';
import type { StoreVariant } from '../../lib/variants/store-variant';
import { BACK_ONLINE_MS, ConnectionBanner } from './connection-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

async function renderBanner(variant: StoreVariant = defaultStore) {
  const i18n = await createStorefrontI18n({ variant });
  render(
    <I18nProvider i18n={i18n}>
      <ConnectionBanner />
    </I18nProvider>,
  );
}

describe('ConnectionBanner', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says nothing while online', async () => {
    await renderBanner();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the shopper is offline, then back online for a moment', async () => {
    await renderBanner();
    goOffline(true);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are offline. What you have entered stays here; reconnect to continue where you left off.',
    );
    goOffline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You are back online.');
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_MS);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks German in the German store', async () => {
    await renderBanner(partnerStore);
    goOffline(true);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Sie sind offline\./);
  });
});
