import type { ShareLinkKind } from '../../db/schema.ts';
import type { OutboxMessage } from '../../outbox.ts';
import { BRAND_FACTS, storefrontIdOf } from '../content/seed/brands.ts';
import { isGermanCulture } from '../quotes/mails.ts';

type Mail = Omit<OutboxMessage, 'to' | 'sentAt'>;

/** What the mail of a share link says. */
export interface ShareLinkMailInput {
  kind: ShareLinkKind;
  storefrontId: string;
  /** The sharer's name. */
  name: string;
  /** The product's catalogue title, for product links. */
  productTitle?: string | undefined;
  uniqueUrl: string;
  expiresAt: Date;
  /** Time zone the expiry date is written in. */
  timeZone: string;
}

/**
 * The mail that sends a share link to its recipient, in German for `de` cultures and English
 * otherwise; `link` is the share link.
 *
 * @example
 * ```ts
 * const mail = shareLinkMail({ kind: 'design', name: 'Rosa', …, uniqueUrl }, 'en');
 * mail.subject; // 'Rosa shared a box design with you'
 * ```
 */
export function shareLinkMail(input: ShareLinkMailInput, culture?: string | null): Mail {
  const german = isGermanCulture(culture);
  const store = storefrontIdOf(input.storefrontId);
  const brand = store ? BRAND_FACTS[store].name : input.storefrontId;
  const until = new Intl.DateTimeFormat(german ? 'de-DE' : 'en-US', {
    dateStyle: 'long',
    timeZone: input.timeZone,
  }).format(input.expiresAt);
  const product = input.kind === 'product';
  const title = input.productTitle ?? '';

  if (german) {
    return {
      subject: product
        ? `${input.name} hat eine Schachtel mit Ihnen geteilt`
        : `${input.name} hat ein Schachteldesign mit Ihnen geteilt`,
      text: [
        'Hallo,',
        '',
        product
          ? `${input.name} möchte Ihnen diese Schachtel bei ${brand} zeigen: ${title}`
          : `${input.name} möchte Ihnen ein Schachteldesign bei ${brand} zeigen.`,
        input.uniqueUrl,
        '',
        `Der Link ist bis zum ${until} gültig.`,
      ].join('\n'),
      link: input.uniqueUrl,
    };
  }
  return {
    subject: product
      ? `${input.name} shared a box with you`
      : `${input.name} shared a box design with you`,
    text: [
      'Hello,',
      '',
      product
        ? `${input.name} wants to show you this box on ${brand}: ${title}`
        : `${input.name} wants to show you a box design on ${brand}.`,
      input.uniqueUrl,
      '',
      `The link works until ${until}.`,
    ].join('\n'),
    link: input.uniqueUrl,
  };
}
