import { I18nProvider } from '@storefront/ui-kit/i18n';
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { isApiError } from '@storefront/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ContentClientOptions } from '../lib/content-client';
import { sandboxContentClient } from '../lib/testing/sandbox-content-client';
import { ContentClientProvider } from './content-client-provider';
import { ContentPageView } from './content-page-view';
import { createContentI18n } from './testing/content-i18n';
import { useHeaderMenu } from './use-header-menu';
import { useLandingScreen } from './use-landing-screen';
import { usePage } from './use-page';
import { useProductDetails } from './use-product-details';
import { useSampleBoxes } from './use-sample-boxes';
import { useShopAllBoxes } from './use-shop-all-boxes';
import { useStorefrontConfig } from './use-storefront-config';
import { useSubmitContentForm } from './use-submit-content-form';

// The hooks with the real content service of the sandbox, in-process.
vi.setConfig({ testTimeout: 20_000 });

const sandbox = sandboxPerFile();

function wrapperFor(options: Partial<ContentClientOptions> = {}) {
  const client = sandboxContentClient(sandbox, options);
  const queryClient = new QueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ContentClientProvider client={client}>
        <I18nProvider i18n={createContentI18n()}>{children}</I18nProvider>
      </ContentClientProvider>
    </QueryClientProvider>
  );
}

async function settled<T>(
  hook: () => { isPending: boolean; data?: T; error: unknown },
  wrapper = wrapperFor(),
) {
  const { result } = renderHook(hook, { wrapper });
  await waitFor(() => expect(result.current.isPending).toBe(false), { timeout: 10_000 });
  return result.current;
}

describe('content hooks against the sandbox', () => {
  it('useShopAllBoxes, useSampleBoxes, useLandingScreen and useHeaderMenu read their content', async () => {
    expect((await settled(() => useShopAllBoxes())).data?.tiles.length).toBeGreaterThan(0);
    expect((await settled(() => useSampleBoxes())).data?.title).toBe('$1 Sample Boxes');
    expect((await settled(() => useLandingScreen())).data?.heading).toBeTruthy();
    expect((await settled(() => useHeaderMenu({ locale: 'de' }))).data?.length).toBeGreaterThan(0);
  });

  it('useProductDetails reads a product and gives null for an unknown slug', async () => {
    expect((await settled(() => useProductDetails('custom-gable-box'))).data).toMatchObject({
      productConfigId: 'custom-gable-box',
    });
    expect((await settled(() => useProductDetails('no-such-box'))).data).toBeNull();
  });

  it('usePage gives null for an unknown page and an ApiError for a wrong token', async () => {
    expect((await settled(() => usePage('/view/no-such-page'))).data).toBeNull();
    const failed = await settled(() => usePage('/view/about'), wrapperFor({ token: 'wrong' }));
    expect(isApiError(failed.error)).toBe(true);
    expect(failed.error).toMatchObject({ status: 401 });
  });

  it("useStorefrontConfig reads the store's account ids", async () => {
    const config = await settled(
      () => useStorefrontConfig(),
      wrapperFor({ storefrontId: 'kartonwerk' }),
    );
    expect(config.data).toMatchObject({
      accountId: 'acc-kartonwerk-0001',
      companyId: 'cmp-kartonwerk',
    });
  });

  it('renders the contact page with its form from the service', async () => {
    function ContactPage() {
      const { data: page } = usePage('/view/contact');
      return page ? <ContentPageView page={page} onSubmitForm={() => {}} /> : null;
    }
    const Wrapper = wrapperFor();
    render(
      <Wrapper>
        <ContactPage />
      </Wrapper>,
    );
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
    // The form's code loads with the page that has one.
    expect(await screen.findByRole('button', { name: /./ })).toHaveAttribute('type', 'submit');
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0);
  });

  it('usePage gives the page body sanitised, and ContentPageView renders it so', async () => {
    // The sandbox's real answer with hostile markup spliced into the body, as a compromised
    // CMS would send it; the hook's fetch is a client-side one, as after a navigation.
    const hostile =
      '<img src="x" onerror="globalThis.__xss = 1" alt=""><script>globalThis.__xss = 2</script><a href="javascript:globalThis.__xss=3">x</a>';
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const response = await sandbox.fetch(input, init);
      const body = (await response.json()) as { data?: { page?: { bodyHtml: string } | null } };
      if (body.data?.page) body.data.page.bodyHtml = hostile + body.data.page.bodyHtml;
      return Response.json(body, { status: response.status });
    };
    const page = await settled(() => usePage('/view/about'), wrapperFor({ fetch }));
    expect(page.data?.bodyHtml).toMatch(
      /^<img src="http:\/\/sandbox\.test\/x" alt=""><a rel="noopener">x<\/a>/,
    );
    expect(page.data?.bodyHtml).not.toMatch(/onerror|<script|javascript:/);
    function AboutPage() {
      const { data } = usePage('/view/about');
      return data ? <ContentPageView page={data} /> : null;
    }
    const Wrapper = wrapperFor({ fetch });
    const { container } = render(
      <Wrapper>
        <AboutPage />
      </Wrapper>,
    );
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
    expect(container.innerHTML).not.toMatch(/onerror|<script|javascript:/);
    expect((globalThis as { __xss?: number }).__xss).toBeUndefined();
  });

  it('useSubmitContentForm sends the contact form the service gave and says thank you', async () => {
    function ContactPage() {
      const { data: page } = usePage('/view/contact');
      const submit = useSubmitContentForm();
      return page ? (
        <ContentPageView
          page={page}
          onSubmitForm={(values, form) => submit.mutateAsync({ formId: form.id, values })}
        />
      ) : null;
    }
    const user = userEvent.setup();
    const Wrapper = wrapperFor({ storefrontId: 'ybd' });
    render(
      <Wrapper>
        <ContactPage />
      </Wrapper>,
    );
    const send = await screen.findByRole('button', { name: 'Send message' }, { timeout: 10_000 });
    await user.type(screen.getByLabelText(/Your name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/Email address/), 'ada.hooks@example.com');
    await user.type(screen.getByLabelText(/How can we help/), 'A showroom visit, please.');
    await user.click(send);
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(
      /^Thank you/,
    );
  });
});
