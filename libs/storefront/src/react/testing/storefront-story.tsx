import { logoOf } from './brand-logos';
import { type I18n } from '@storefront/ui-kit/i18n';
import { createStoryIdentity } from '@storefront/identity-sdk/testing';
import type { Decorator } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { resolveServiceEndpoints } from '../../lib/config/service-endpoints';
import { createStorefrontI18n, loadHomeCopy } from '../storefront-i18n';
import { defaultStore } from '../../lib/variants/default-store';
import { partnerStore } from '../../lib/variants/partner-store';
import { showroomStore } from '../../lib/variants/showroom-store';
import type { StoreVariant } from '../../lib/variants/store-variant';
import { fullStoreRoutes } from '../routes/full-store-routes';
import type { StoreRoute } from '../routes/store-route';
import { createStorefrontQueryClient } from '../query-client';
import { StorefrontProviders } from '../storefront-app';
import { designOnlyStoreRoutes as partnerRoutes } from '../routes/design-only-store-routes';

/** Where stories read content: the sandbox of `npm start`, unless a test says otherwise. */
let storyServices: { fetch?: typeof fetch; origin?: string } = {};

/**
 * Points the stories' service clients at a sandbox: the test that runs the stories passes
 * the in-process sandbox's `fetch` (`createTestSandbox()`); Storybook in the browser uses the
 * sandbox `npm start` runs on http://127.0.0.1:4010.
 *
 * @example
 * beforeAll(async () => {
 *   sandbox = await createTestSandbox();
 *   setStorySandbox(sandbox.fetch);
 * });
 */
export function setStorySandbox(fetch: typeof globalThis.fetch, origin = 'http://sandbox.test') {
  storyServices = { fetch, origin };
}

/** The variant and routes behind Storybook's brand toolbar (`globals.brand`). */
export function storyBrand(brand: unknown): {
  variant: StoreVariant;
  routes: readonly StoreRoute[];
} {
  if (brand === 'ybd') return { variant: showroomStore, routes: fullStoreRoutes };
  if (brand === 'kartonwerk') return { variant: partnerStore, routes: partnerRoutes };
  return { variant: defaultStore, routes: fullStoreRoutes };
}

/** Loads the brand's translations before a story renders. */
export async function storefrontLoader(context: { globals: Record<string, unknown> }) {
  const { variant } = storyBrand(context.globals['brand']);
  const i18n = await createStorefrontI18n({ variant });
  await loadHomeCopy(i18n, variant);
  return {
    i18n,
    // An in-memory session: stories never sign in.
    identity: createStoryIdentity(),
    // A fresh cache per story, so each story shows what the sandbox serves.
    queryClient: createStorefrontQueryClient(),
  };
}

/**
 * Wraps a story in the providers a brand app has: variant, translations, identity, the data
 * layer (TanStack Query, the content client against the sandbox, global state), snackbar store
 * and a router at `parameters.storefront.path` (default `/`).
 */
export const withStorefront: Decorator = (Story, context) => {
  const { variant, routes } = storyBrand(context.globals['brand']);
  const i18n = (context.loaded as { i18n: I18n }).i18n;
  const path = (context.parameters['storefront'] as { path?: string } | undefined)?.path ?? '/';
  return (
    <StorefrontProviders
      variant={variant}
      logo={logoOf(variant)}
      i18n={i18n}
      routes={routes}
      identity={(context.loaded as { identity: ReturnType<typeof createStoryIdentity> }).identity}
      queryClient={(context.loaded as { queryClient: QueryClient }).queryClient}
      endpoints={resolveServiceEndpoints(
        storyServices.origin === undefined ? {} : { VITE_SANDBOX_URL: storyServices.origin },
      )}
      fetch={storyServices.fetch}
    >
      <MemoryRouter initialEntries={[path]}>
        <Story />
      </MemoryRouter>
    </StorefrontProviders>
  );
};

/**
 * The meta fields every storefront story shares: the brand's loaders, the providers of
 * {@link withStorefront} and, for a page, the path its router starts at.
 *
 * @example
 * const meta = {
 *   title: 'Storefront/Pages/BlogPage',
 *   component: BlogPage,
 *   ...storefrontStory({ path: '/blog' }),
 * } satisfies Meta<typeof BlogPage>;
 */
export function storefrontStory(storefront: { path?: string } = {}) {
  return {
    loaders: [storefrontLoader],
    decorators: [withStorefront],
    parameters: { storefront },
  };
}

/** What a play function receives that the helpers below read. */
interface StoryPlayContext {
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
}

type Canvas = ReturnType<typeof within>;

/**
 * A play function whose steps get the story's canvas queries (`within(canvasElement)`) first.
 *
 * @example
 * export const NotFound: Story = {
 *   play: playOnCanvas(async (canvas) => {
 *     await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
 *   }),
 * };
 */
export function playOnCanvas<Context extends StoryPlayContext>(
  steps: (canvas: Canvas, context: Context) => Promise<void>,
): (context: Context) => Promise<void> {
  return (context) => steps(within(context.canvasElement), context);
}

/**
 * A play function for a page Kartonwerk's store does not have: it finds the page's h1 with
 * {@link findPageHeadingUnlessNotFound} and runs the steps only where the page exists.
 *
 * @example
 * export const Blog: Story = {
 *   play: playPageUnlessNotFound(async ({ heading }) => {
 *     await expect(heading).toHaveTextContent('Blog');
 *   }),
 * };
 */
export function playPageUnlessNotFound<Context extends StoryPlayContext>(
  steps: (page: { canvas: Canvas; heading: HTMLElement }, context: Context) => Promise<void>,
): (context: Context) => Promise<void> {
  return async (context) => {
    const heading = await findPageHeadingUnlessNotFound(context.canvasElement, context.globals);
    if (!heading) return;
    await steps({ canvas: within(context.canvasElement), heading }, context);
  };
}

/**
 * Finds the page's h1 (the page loads its content first). Kartonwerk's store has no such page:
 * there it checks that the h1 is the not-found text and returns `null`, and the play function
 * stops.
 *
 * @example
 * const heading = await findPageHeadingUnlessNotFound(canvasElement, globals);
 * if (!heading) return;
 * await expect(heading).toHaveTextContent('Blog');
 */
export async function findPageHeadingUnlessNotFound(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
): Promise<HTMLElement | null> {
  const heading = await within(canvasElement).findByRole(
    'heading',
    { level: 1 },
    { timeout: 5000 },
  );
  if (globals['brand'] !== 'kartonwerk') return heading;
  await expect(heading).toHaveTextContent('Wir konnten die Seite nicht finden.');
  return null;
}
