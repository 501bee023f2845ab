import { createContentClient, getPage } from '@storefront/content';
import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { useStorefrontState } from '../../storefront-state-provider';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultStore } from '../../../lib/variants/default-store';
import { partnerStore } from '../../../lib/variants/partner-store';
import { showroomStore } from '../../../lib/variants/showroom-store';
import type { StoreVariant } from '../../../lib/variants/store-variant';
import { headingOf } from '../../content/page-titles';
import { viewPageRoute } from '../../routes/content-routes';
import { fullStoreRoutes } from '../../routes/full-store-routes';
import { homeRoute, notFoundRoute } from '../../routes/shell-routes';
import type { StoreRoute } from '../../routes/store-route';
import { setUpStorefrontSandbox } from '../../testing/storefront-sandbox';

// The content pages, the blog and the content forms of every brand, with the content the
// in-process sandbox serves.
// Pages wait for the content service; a busy machine needs more than the default second.
const sandbox = setUpStorefrontSandbox(createTestSandbox, {
  asyncUtilTimeout: 5000,
  testTimeout: 20_000,
});

/** The page as the content service has it, to compare what the storefront renders. */
async function seededPage(storefrontId: string, path: string, locale: 'en' | 'de' = 'en') {
  const client = createContentClient({
    baseUrl: 'http://sandbox.test/content',
    token: 'sandbox-content-read-token',
    storefrontId,
    locale,
    fetch: sandbox.fetch,
  });
  const page = await getPage(client, path);
  if (!page) throw new Error(`The sandbox has no ${path} for ${storefrontId}`);
  return page;
}

const CONTENT_PATHS = [
  '/view/about',
  '/view/blog',
  '/view/artwork-guidelines',
  '/view/faq',
  '/view/current-promotions',
  '/view/designer-help',
  '/view/contact',
  '/view/custom-structure-request',
  '/view/customer-story-application',
  '/view/reviews',
  '/policy/refund-policy',
  '/policy/privacy-policy',
  '/policy/terms-of-service',
  '/faq/artwork',
  '/product-collection/mailer-boxes',
  '/blog/post/thoughtful-usage-and-consumption',
];

/** The showroom has the same pages with its own copy; these show it is the showroom's. */
const SHOWROOM_PATHS = [
  '/view/about',
  '/view/contact',
  '/view/current-promotions',
  '/policy/refund-policy',
  '/blog/post/thoughtful-usage-and-consumption',
];

describe('content pages', () => {
  it.each([
    ...CONTENT_PATHS.map((path) => ({ variant: defaultStore, path })),
    ...SHOWROOM_PATHS.map((path) => ({ variant: showroomStore, path })),
  ])('$variant.brandName renders $path from the content service', async ({ variant, path }) => {
    const page = await seededPage(variant.storeId, path);
    const { container, missingKeys } = await sandbox.render(path, {
      variant,
      routes: fullStoreRoutes,
    });
    const heading = headingOf(page.title, variant.brandName);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // The body's own headings and text are there (sanitised CMS HTML).
    const bodyText = new DOMParser()
      .parseFromString(page.bodyHtml, 'text/html')
      .body.textContent?.replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    expect(container.querySelector('main')?.textContent?.replace(/\s+/g, ' ')).toContain(bodyText);
    await waitFor(() => expect(document.title).toBe(`${heading} | ${variant.brandName}`));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      page.description,
    );
    expect(missingKeys).toEqual([]);
  });

  it('renders the German pages of Kartonwerk', async () => {
    const routes: StoreRoute[] = [homeRoute, viewPageRoute, notFoundRoute];
    await sandbox.render('/view/about', { variant: partnerStore, routes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Über Kartonwerk' }),
    ).toBeInTheDocument();
  });

  it.each(['/view/unknown', '/policy/no-such-policy', '/faq/nothing', '/blog/post/nope'])(
    '%s renders the not-found page',
    async (path) => {
      const { router } = await sandbox.render(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: "We couldn't find the page." }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('puts the CMS meta tags that pass the spec rule into the head, and removes them after', async () => {
    const user = userEvent.setup();
    const page = await seededPage('boxup', 'view/about');
    await sandbox.render('/view/about');
    await screen.findByRole('heading', { level: 1, name: headingOf(page.title, 'BoxUp') });
    const ogTitle = page.metaTags.find((tag) => tag.attributes['property'] === 'og:title');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      ogTitle?.attributes['content'] ?? '',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      '/view/about',
    );
    // The description is the page's own (one tag); only meta and link tags come from the CMS.
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    const written = [...document.head.querySelectorAll('[data-cms-meta]')];
    expect(new Set(written.map((element) => element.tagName))).toEqual(new Set(['META', 'LINK']));
    await user.click(screen.getByRole('link', { name: 'BoxUp home' }));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Custom printed boxes that ship your brand',
    });
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('footer quick links', () => {
  it.each([defaultStore, showroomStore])(
    '$brandName: About, Blog, Reviews, Contact Us and Refund Policy open real content pages',
    async (variant) => {
      const user = userEvent.setup();
      const { router } = await sandbox.render('/', { variant, routes: fullStoreRoutes });
      // The shopper follows the links from the home page, once it shows (in this client-only
      // render it first loads its copy).
      await screen.findByRole('heading', { level: 1 });
      for (const name of ['About', 'Blog', 'Reviews', 'Contact Us', 'Refund Policy']) {
        const footer = await screen.findByRole('navigation', { name: 'Quick links' });
        const link = within(footer).getByRole('link', { name });
        const path = link.getAttribute('href') ?? '';
        const page = await seededPage(variant.storeId, path);
        await user.click(link);
        await waitFor(() => expect(router.state.location.pathname).toBe(path));
        expect(
          await screen.findByRole('heading', {
            level: 1,
            name: headingOf(page.title, variant.brandName),
          }),
        ).toBeInTheDocument();
      }
    },
  );
});

describe('blog', () => {
  it('lists the posts and opens one', async () => {
    const user = userEvent.setup();
    const { router, missingKeys } = await sandbox.render('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const posts = await screen.findByRole('list', { name: 'Latest posts' });
    const titles = within(posts).getAllByRole('heading', { level: 3 });
    expect(titles.length).toBeGreaterThanOrEqual(2);
    const post = await seededPage('boxup', 'blog/post/thoughtful-usage-and-consumption');
    const link = within(posts).getByRole('link', { name: post.title });
    expect(link).toHaveAttribute('href', '/blog/post/thoughtful-usage-and-consumption');
    expect(within(posts).getAllByText(/^Published \w+ \d{1,2}, \d{4}$/).length).toBe(titles.length);
    for (const image of posts.querySelectorAll('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '714');
    }
    await user.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/blog/post/thoughtful-usage-and-consumption'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: headingOf(post.title, 'BoxUp') }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Updated \w+ \d{1,2}, \d{4}$/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the blog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(missingKeys).toEqual([]);
  });

  it('lists the German posts with German dates', async () => {
    const german: StoreVariant = { ...defaultStore, tenant: 'germany', defaultCulture: 'de' };
    await sandbox.render('/blog', { variant: german, routes: fullStoreRoutes });
    const posts = await screen.findByRole('list', { name: 'Neueste Beiträge' });
    expect(within(posts).getAllByText(/^Veröffentlicht am \d{1,2}\. \S+ \d{4}$/).length).toBe(
      within(posts).getAllByRole('heading', { level: 3 }).length,
    );
  });
});

describe('sanitised CMS HTML', () => {
  const HOSTILE =
    '<p>Before</p><script>window.__xss = "script"</script>' +
    '<img src="x" alt="" onerror="window.__xss = \'onerror\'">' +
    '<a href="javascript:window.__xss=1">click</a>' +
    '<svg><animate onbegin="window.__xss = \'svg\'" attributeName="x"></animate></svg>' +
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'">' +
    '</style></mglyph></table></mtext></math>' +
    '<div onclick="window.__xss = \'click\'">After</div>';

  /**
   * The sandbox's real answer for view/about with hostile markup spliced into `bodyHtml`, as
   * a compromised CMS would send it.
   */
  const hostileFetch: typeof fetch = async (input, init) => {
    const response = await sandbox.fetch(input as string | URL | Request, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/content/graphql')) return response;
    const body = (await response.json()) as { data?: { page?: { bodyHtml: string } | null } };
    if (body.data?.page) body.data.page.bodyHtml = HOSTILE + body.data.page.bodyHtml;
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  it('lets no script, event handler or javascript: URL reach the DOM', async () => {
    const user = userEvent.setup();
    const global = window as unknown as { __xss?: unknown };
    delete global.__xss;
    const { container } = await sandbox.render('/view/about', { fetch: hostileFetch });
    await screen.findByText('Before');
    const main = container.querySelector('main') as HTMLElement;
    expect(main.querySelector('script')).toBeNull();
    expect(main.querySelector('style')).toBeNull();
    for (const element of main.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute.startsWith('on'), `${element.tagName} ${attribute}`).toBe(false);
      }
      expect(element.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    }
    await user.click(screen.getByText('After'));
    expect(global.__xss).toBeUndefined();
  });
});

describe('content forms', () => {
  it('validates the contact form, keeping what was typed', async () => {
    const user = userEvent.setup();
    await sandbox.render('/view/contact');
    const send = await screen.findByRole('button', { name: 'Send message' });
    await user.type(screen.getByLabelText(/Email address/), 'ada@');
    await user.type(screen.getByLabelText(/Phone number/), '555');
    await user.click(send);
    expect(await screen.findByText('Your name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(/^Enter a valid phone number/)).toBeInTheDocument();
    expect(screen.getByText('How can we help? is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('ada@');
    expect(screen.getByLabelText(/Your name/)).toHaveFocus();
  });

  it.each([
    {
      variant: defaultStore,
      path: '/view/contact',
      submit: 'Send message',
      values: {
        'Your name': 'Ada Lovelace',
        'Email address': 'ada.storefront@example.com',
        'Phone number': '+1 817-555-0148',
        'How can we help?': 'Do you print on kraft board?',
      },
    },
    {
      variant: showroomStore,
      path: '/view/custom-structure-request',
      submit: 'Request a quote',
      values: {
        'Your name': 'Grace Hopper',
        'Email address': 'grace.storefront@example.com',
        Company: 'Compilers Inc.',
        'What goes in the box?': 'Glass jars',
        'Product dimensions and weight': '8 × 8 × 12 cm, 300 g',
        'Quantity per order': '1500',
        'Describe the structure you have in mind': 'A mailer with an insert for six jars.',
      },
    },
    {
      variant: defaultStore,
      path: '/view/customer-story-application',
      submit: 'Apply to be featured',
      values: {
        'Your name': 'Mary Somerville',
        'Email address': 'mary.storefront@example.com',
        'Business name': 'Somerville Teas',
        'Which boxes do you use?': 'Square mailers',
        'Tell us your story': 'We ship loose-leaf tea in your square mailers.',
      },
    },
  ])(
    '$variant.brandName sends $path to the content service and says thank you',
    async ({ variant, path, submit, values }) => {
      const user = userEvent.setup();
      await sandbox.render(path, { variant, routes: fullStoreRoutes });
      const button = await screen.findByRole('button', { name: submit });
      for (const [label, value] of Object.entries(values)) {
        await user.type(screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}`)), value);
      }
      await user.click(button);
      expect(await screen.findByRole('status')).toHaveTextContent(/^Thank you/);
    },
  );

  it('keeps everything typed when sending fails, and sends again', async () => {
    const user = userEvent.setup();
    let offline = true;
    // The network drops form submissions until the shopper is back online.
    const flakyFetch: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (offline && url.includes('/content/forms/')) throw new TypeError('Failed to fetch');
      return sandbox.fetch(input as string | URL | Request, init);
    };
    await sandbox.render('/view/contact', { fetch: flakyFetch });
    const send = await screen.findByRole('button', { name: 'Send message' });
    await user.type(screen.getByLabelText(/Your name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/Email address/), 'ada.offline@example.com');
    await user.type(screen.getByLabelText(/How can we help/), 'Hello');
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we could not send your message. Please try again.',
    );
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('ada.offline@example.com');
    expect(screen.getByLabelText(/How can we help/)).toHaveValue('Hello');
    offline = false;
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Thank you/);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('language switch', () => {
  it('refetches the page in English when a Kartonwerk shopper switches language', async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    await sandbox.render('/view/about', {
      variant: partnerStore,
      routes: [homeRoute, viewPageRoute, notFoundRoute],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Über Kartonwerk' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Über Kartonwerk | Kartonwerk'));
    await user.selectOptions(screen.getByLabelText('Sprache'), 'English');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Kartonwerk' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About Kartonwerk | Kartonwerk'));
  });
});

describe('storefront state', () => {
  function AccountProbe() {
    const state = useStorefrontState((s) => `${s.tenantId}/${s.resellerAccountId}/${s.edoGroupId}`);
    return <h1>{state}</h1>;
  }

  it('fills the global state from the storefront config of the content service', async () => {
    const routes: StoreRoute[] = [
      { id: 'probe', path: '/', lazy: async () => ({ Component: AccountProbe }) },
    ];
    await sandbox.render('/', { variant: showroomStore, routes });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'north-america/acc-ybd-0001/edo-na-standard',
      }),
    ).toBeInTheDocument();
  });
});
