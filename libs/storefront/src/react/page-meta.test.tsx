import { I18nProvider } from '@storefront/ui-kit/i18n';
import { act, render, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandPageMeta } from '../lib/variants/brand-copy';
import { partnerStore } from '../lib/variants/partner-store';
import type { PageKey } from '../lib/variants/page-meta';
import type { StoreVariant } from '../lib/variants/store-variant';
import { textsOf } from '../lib/variants/testing/all-languages';
import { usePageMeta } from './page-meta';
import { StorefrontProvider } from './storefront-context';
import { createStorefrontI18n, switchStorefrontLanguage } from './storefront-i18n';

function PageMetaProbe({ pageKey }: { pageKey: PageKey }) {
  usePageMeta(pageKey);
  return null;
}

/** The partner's variant whose search-engine copy loads through `pageMeta` (spies or failures). */
function partnerWith(pageMeta: Record<'en' | 'de', () => Promise<BrandPageMeta>>): StoreVariant {
  return { ...partnerStore, texts: { ...partnerStore.texts, pageMeta } };
}

async function renderPage(variant: StoreVariant, pageKey: PageKey) {
  const i18n = await createStorefrontI18n({ variant });
  const view = render(
    <I18nProvider i18n={i18n}>
      <StorefrontProvider variant={variant} composedPaths={['/']}>
        <PageMetaProbe pageKey={pageKey} />
      </StorefrontProvider>
    </I18nProvider>,
  );
  const show = (next: PageKey) =>
    view.rerender(
      <I18nProvider i18n={i18n}>
        <StorefrontProvider variant={variant} composedPaths={['/']}>
          <PageMetaProbe pageKey={next} />
        </StorefrontProvider>
      </I18nProvider>,
    );
  return { i18n, show };
}

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

afterEach(() => {
  document.title = '';
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('usePageMeta', () => {
  const { de, en } = textsOf(partnerStore).pageMeta;

  it("loads the brand's search-engine copy when a named page first shows, once", async () => {
    const pageMeta = {
      en: vi.fn(partnerStore.texts.pageMeta.en),
      de: vi.fn(partnerStore.texts.pageMeta.de),
    };
    const { show } = await renderPage(partnerWith(pageMeta), 'shopAllBoxes');

    await waitFor(() => expect(document.title).toBe(de.shopAllBoxes?.title));
    expect(description()).toBe(de.shopAllBoxes?.description);

    show('templateMaker');
    await waitFor(() => expect(document.title).toBe(de.templateMaker?.title));
    expect(description()).toBe(de.templateMaker?.description);
    expect(pageMeta.de).toHaveBeenCalledTimes(1);
    expect(pageMeta.en).not.toHaveBeenCalled();
  });

  it("follows a language switch with the other language's copy", async () => {
    const variant = partnerWith(partnerStore.texts.pageMeta);
    const { i18n } = await renderPage(variant, 'shopAllBoxes');
    await waitFor(() => expect(document.title).toBe(de.shopAllBoxes?.title));

    await act(() => switchStorefrontLanguage(i18n, 'en'));
    await waitFor(() => expect(document.title).toBe(en.shopAllBoxes?.title));
    expect(description()).toBe(en.shopAllBoxes?.description);
  });

  it('loads nothing while hydrating the page the server rendered, and follows a language switch', async () => {
    const pageMeta = {
      en: vi.fn(partnerStore.texts.pageMeta.en),
      de: vi.fn(partnerStore.texts.pageMeta.de),
    };
    const variant = partnerWith(pageMeta);
    const i18n = await createStorefrontI18n({ variant });
    const tree = (
      <I18nProvider i18n={i18n}>
        <StorefrontProvider variant={variant} composedPaths={['/']}>
          <PageMetaProbe pageKey="shopAllBoxes" />
        </StorefrontProvider>
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    document.title = de.shopAllBoxes?.title ?? '';
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree);
    });
    expect(pageMeta.de).not.toHaveBeenCalled();

    await act(() => switchStorefrontLanguage(i18n, 'en'));
    await waitFor(() => expect(document.title).toBe(en.shopAllBoxes?.title));
    expect(pageMeta.en).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
    container.remove();
  });

  it('leaves the head as it is when the copy cannot load', async () => {
    document.title = 'Alle Schachtelarten | Kartonwerk';
    const failing = vi.fn(() => Promise.reject<BrandPageMeta>(new TypeError('Failed to fetch')));
    await renderPage(
      partnerWith({ en: partnerStore.texts.pageMeta.en, de: failing }),
      'shopAllBoxes',
    );
    await waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(document.title).toBe('Alle Schachtelarten | Kartonwerk');
    expect(description()).toBeUndefined();
  });
});
