import { imageUrl, IMAGE_SIZES } from '../images.ts';
import type { ImageSize, ImageSubject } from '../images.ts';
import type { Image, Locale, StorefrontConfig, StorefrontId } from './types.ts';
import { LOCALES, STOREFRONT_IDS } from './types.ts';

/** The storefront configuration of each store (contract: storefront config seeds). */
export const STOREFRONT_CONFIGS: Record<StorefrontId, StorefrontConfig> = {
  boxup: {
    tenantId: 'north-america',
    storefrontId: 'boxup',
    accountId: 'acc-boxup-0001',
    companyId: 'cmp-boxup',
    edoGroupId: 'edo-na-standard',
  },
  ybd: {
    tenantId: 'north-america',
    storefrontId: 'ybd',
    accountId: 'acc-ybd-0001',
    companyId: 'cmp-ybd',
    edoGroupId: 'edo-na-standard',
  },
  kartonwerk: {
    tenantId: 'germany',
    storefrontId: 'kartonwerk',
    accountId: 'acc-kartonwerk-0001',
    companyId: 'cmp-kartonwerk',
    edoGroupId: 'edo-de-standard',
  },
};

/** The facts about a store that its pages quote: names, addresses, how to reach it. */
export interface BrandFacts {
  id: StorefrontId;
  /** The name shown to shoppers (as in libs/storefront's variants). */
  name: string;
  /** The legal entity behind the store. */
  company: string;
  email: string;
  phone: string;
  /** Postal address, one line per entry. */
  address: string[];
  /** Opening or support hours, per language. */
  hours: Record<Locale, string>;
  /** The privacy contact (data protection). */
  privacyEmail: string;
}

/** BoxUp, the default store, and YBD Showroom; both sell in the United States and Canada. */
export const BRAND_FACTS: Record<StorefrontId, BrandFacts> = {
  boxup: {
    id: 'boxup',
    name: 'BoxUp',
    company: 'BoxUp Packaging, Inc.',
    email: 'support@boxup.example',
    phone: '+1 (817) 555-0148',
    address: ['2400 E Division Street', 'Arlington, TX 76011', 'United States'],
    hours: {
      en: 'Monday to Friday, 8 am to 6 pm Central Time',
      de: 'Montag bis Freitag, 8 bis 18 Uhr (US-Central-Zeit)',
    },
    privacyEmail: 'privacy@boxup.example',
  },
  ybd: {
    id: 'ybd',
    name: 'YBD Showroom',
    company: 'YBD Packaging Studio LLC',
    email: 'showroom@ybd.example',
    phone: '+1 (212) 555-0186',
    address: ['88 Greene Street, Ground Floor', 'New York, NY 10012', 'United States'],
    hours: {
      en: 'Tuesday to Saturday, 10 am to 6 pm Eastern Time, visits by appointment',
      de: 'Dienstag bis Samstag, 10 bis 18 Uhr (US-Ostküstenzeit), Besuche nach Termin',
    },
    privacyEmail: 'privacy@ybd.example',
  },
  kartonwerk: {
    id: 'kartonwerk',
    name: 'Kartonwerk',
    company: 'Kartonwerk GmbH',
    email: 'hallo@kartonwerk.example',
    phone: '+49 40 5550 1420',
    address: ['Stockmeyerstraße 41', '20457 Hamburg', 'Deutschland'],
    hours: {
      en: 'Monday to Friday, 9 am to 5 pm (CET)',
      de: 'Montag bis Freitag, 9 bis 17 Uhr',
    },
    privacyEmail: 'datenschutz@kartonwerk.example',
  },
};

/**
 * The store a GraphQL `storefrontId` names, or `null` for an unknown one.
 *
 * @example
 * storefrontIdOf('ybd'); // 'ybd'
 * storefrontIdOf('acme'); // null
 */
export function storefrontIdOf(value: string): StorefrontId | null {
  return (STOREFRONT_IDS as readonly string[]).includes(value) ? (value as StorefrontId) : null;
}

/**
 * The content language of a `locale` argument: `de` for German (`de`, `de-DE`, `de_AT`), `en`
 * for anything else or nothing (the contract's default).
 *
 * @example
 * localeOf('de-DE'); // 'de'
 * localeOf(undefined); // 'en'
 */
export function localeOf(value: string | null | undefined): Locale {
  const language = (value ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : 'en';
}

/**
 * An image of the seed: the sandbox URL of a generated illustration and the slot's intrinsic
 * size.
 *
 * @example
 * image('boxup', 'gable-box', 'tile', 'Custom gable box'); // { url: '/content/images/boxup-gable-box-tile.svg', width: 300, … }
 */
export function image(
  brand: StorefrontId,
  subject: ImageSubject,
  size: ImageSize,
  alt: string,
): Image {
  const { width, height } = IMAGE_SIZES[size];
  return { url: imageUrl({ brand, subject, size }), alt, width, height };
}
