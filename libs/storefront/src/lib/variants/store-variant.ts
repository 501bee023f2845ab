import type { Culture, Tenant } from '@storefront/identity-sdk';
import type { FeatureSwitches, ShippingEstimateLayout } from './feature-switches';
import type { BrandTextLoaders } from './brand-copy';

// The tenants and the cultures each allows are the identity service's (spec, identity section
// 5): one definition, in the identity SDK.
export { TENANT_CULTURES } from '@storefront/identity-sdk';
export type { Culture } from '@storefront/identity-sdk';

/** The two authentication tenants of the spec. */
export type TenantId = Tenant;

/**
 * How shoppers reach a brand: its service phone and email, and its social profiles.
 *
 * @example
 * const support: StoreSupport = { phone: '+1 817 555 0142', email: 'help@boxup.example', social: [] };
 */
export interface StoreSupport {
  /** In international format, e.g. `+1 817 555 0142`. */
  phone: string;
  email: string;
  social: readonly { network: 'Instagram' | 'LinkedIn' | 'Pinterest'; url: string }[];
}

/** Which store variant an app is built as. */
export type VariantId = 'default' | 'showroom' | 'partner';

/**
 * Everything that makes one brand app different, fixed at build time.
 *
 * @example
 * const variant: StoreVariant = defaultStore;
 * variant.features.sampleOrderButton; // true
 */
export interface StoreVariant {
  id: VariantId;
  /** Store identifier sent to every service (boxup, ybd or the partner's product slug). */
  storeId: string;
  /** Brand name shown in the header, titles and copy. */
  brandName: string;
  /** `data-brand` value that selects the ui-kit theme. */
  theme: 'boxup' | 'ybd' | 'kartonwerk';
  tenant: TenantId;
  defaultCulture: Culture;
  defaultShippingCountry: 'US' | 'CA' | 'DE';
  /** `platform`: the commerce platform computes tax; `external`: the partner's own system does. */
  taxMode: 'platform' | 'external';
  features: FeatureSwitches;
  shippingEstimateLayout: ShippingEstimateLayout;
  /** How the brand identifies itself to the identity services. */
  identity: {
    /** Client id of the brand at the identity provider (sign-up). */
    identityProviderClientId: string;
    /** Whether visitors get an anonymous session (anonymous token) before they sign in. */
    enableAnon: boolean;
    /** The brand's key at the anonymous token service: 22 letters or digits. */
    anonServiceKey: string;
  };
  /** Query parameters kept on every in-app navigation (showroom keeps `linkID`). */
  preservedQueryParams: readonly string[];
  /** Customer service and social profiles of the footer (shown as the switches say). */
  support: StoreSupport;
  /**
   * The brand's home copy and its search-engine copy for the pages it has, per language: the
   * home copy when the home page renders (`HomePage`), the search-engine copy when the browser
   * first shows one of those pages (`usePageMeta`).
   */
  texts: BrandTextLoaders;
}
