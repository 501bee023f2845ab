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

/** The words of a quote confirmation mail in one language. */
interface QuoteMailTexts {
  locale: string;
  subject: string;
  greeting: string;
  thanks: Record<QuoteKind, string>;
  received: (date: string) => string;
  labels: {
    quoteId: string;
    product: string;
    quantity: string;
    size: string;
    printOption: string;
    color: string;
    comments: string;
  };
  signature: (brand: string) => string;
}

const GERMAN: QuoteMailTexts = {
  locale: 'de-DE',
  subject: 'Ihre Angebotsanfrage',
  greeting: 'Hallo',
  thanks: {
    'higher-quantity': 'vielen Dank für Ihre Anfrage nach einem Angebot für eine größere Menge',
    quote: 'vielen Dank für Ihre Angebotsanfrage',
  },
  received: (date) => `Wir haben sie erhalten und melden uns bis ${date} bei Ihnen.`,
  labels: {
    quoteId: 'Angebotsnummer',
    product: 'Produkt',
    quantity: 'Menge',
    size: 'Größe',
    printOption: 'Druckoption',
    color: 'Farbe',
    comments: 'Anmerkungen',
  },
  signature: (brand) => `Ihr ${brand}-Team`,
};

const ENGLISH: QuoteMailTexts = {
  locale: 'en-US',
  subject: 'Your quote request',
  greeting: 'Hello',
  thanks: {
    'higher-quantity': 'thank you for asking for a quote for a higher quantity',
    quote: 'thank you for your quote request',
  },
  received: (date) => `We have received it and will get back to you by ${date}.`,
  labels: {
    quoteId: 'Quote number',
    product: 'Product',
    quantity: 'Quantity',
    size: 'Size',
    printOption: 'Print option',
    color: 'Color',
    comments: 'Comments',
  },
  signature: (brand) => `The ${brand} team`,
};

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
  const texts = isGermanCulture(culture) ? GERMAN : ENGLISH;
  const { labels } = texts;
  const date = new Intl.DateTimeFormat(texts.locale, {
    dateStyle: 'full',
    timeZone: input.timeZone,
  }).format(input.respondBy);
  const quantity = new Intl.NumberFormat(texts.locale).format(input.quantity);
  const store = storefrontIdOf(input.storefrontId);
  const brand = store ? BRAND_FACTS[store].name : input.storefrontId;
  const line = (label: string, value: string | undefined) =>
    value === undefined ? [] : [`${label}: ${value}`];

  return {
    subject: `${texts.subject} ${input.quoteId}`,
    text: [
      `${texts.greeting} ${input.contactName},`,
      '',
      `${texts.thanks[input.kind]}. ${texts.received(date)}`,
      '',
      `${labels.quoteId}: ${input.quoteId}`,
      `${labels.product}: ${input.productName}`,
      `${labels.quantity}: ${quantity}`,
      ...line(labels.size, input.size),
      ...line(labels.printOption, input.printOption),
      ...line(labels.color, input.color),
      ...line(labels.comments, input.comments),
      '',
      texts.signature(brand),
    ].join('\n'),
    link: null,
  };
}
