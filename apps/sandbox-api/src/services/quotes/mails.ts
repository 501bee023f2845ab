import type { OutboxMessage } from '../../outbox.ts';
import { BRAND_FACTS, storefrontIdOf } from '../content/seed/brands.ts';
import type { QuoteKind } from '../../db/schema.ts';

type Mail = Omit<OutboxMessage, 'to' | 'sentAt'>;

/** What the confirmation mail of a quote request repeats. */
export interface QuoteMailInput {
  quoteId: string;
  kind: QuoteKind;
  storefrontId: string;
  contactName: string;
  productName: string;
  quantity: number;
  size?: string | undefined;
  printOption?: string | undefined;
  color?: string | undefined;
  comments?: string | undefined;
  respondBy: Date;
  /** Time zone the answer date is written in. */
  timeZone: string;
}

/**
 * Whether mail for `culture` is written in German (`de`, `de-DE`, `de_AT`, …).
 *
 * @example
 * ```ts
 * isGermanCulture('de-DE'); // true
 * isGermanCulture('en-US'); // false
 * ```
 */
export function isGermanCulture(culture: string | null | undefined): boolean {
  return /^de(?:$|[-_])/i.test(culture ?? '');
}

/**
 * The confirmation mail of a quote request, in German for `de` cultures and English otherwise.
 *
 * @example
 * ```ts
 * const mail = quoteConfirmationMail(input, 'en-US');
 * mail.subject; // 'Your quote request Q-123456'
 * ```
 */
export function quoteConfirmationMail(input: QuoteMailInput, culture?: string | null): Mail {
  const german = isGermanCulture(culture);
  const locale = german ? 'de-DE' : 'en-US';
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeZone: input.timeZone,
  }).format(input.respondBy);
  const quantity = new Intl.NumberFormat(locale).format(input.quantity);
  const store = storefrontIdOf(input.storefrontId);
  const brand = store ? BRAND_FACTS[store].name : input.storefrontId;
  const line = (label: string, value: string | undefined) =>
    value === undefined ? [] : [`${label}: ${value}`];

  if (german) {
    const what =
      input.kind === 'higher-quantity'
        ? 'vielen Dank für Ihre Anfrage nach einem Angebot für eine größere Menge'
        : 'vielen Dank für Ihre Angebotsanfrage';
    return {
      subject: `Ihre Angebotsanfrage ${input.quoteId}`,
      text: [
        `Hallo ${input.contactName},`,
        '',
        `${what}. Wir haben sie erhalten und melden uns bis ${date} bei Ihnen.`,
        '',
        `Angebotsnummer: ${input.quoteId}`,
        `Produkt: ${input.productName}`,
        `Menge: ${quantity}`,
        ...line('Größe', input.size),
        ...line('Druckoption', input.printOption),
        ...line('Farbe', input.color),
        ...line('Anmerkungen', input.comments),
        '',
        `Ihr ${brand}-Team`,
      ].join('\n'),
      link: null,
    };
  }
  const what =
    input.kind === 'higher-quantity'
      ? 'thank you for asking for a quote for a higher quantity'
      : 'thank you for your quote request';
  return {
    subject: `Your quote request ${input.quoteId}`,
    text: [
      `Hello ${input.contactName},`,
      '',
      `${what}. We have received it and will get back to you by ${date}.`,
      '',
      `Quote number: ${input.quoteId}`,
      `Product: ${input.productName}`,
      `Quantity: ${quantity}`,
      ...line('Size', input.size),
      ...line('Print option', input.printOption),
      ...line('Color', input.color),
      ...line('Comments', input.comments),
      '',
      `The ${brand} team`,
    ].join('\n'),
    link: null,
  };
}
