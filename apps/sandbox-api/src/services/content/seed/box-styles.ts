import { BOX_STYLE_TABLE } from '../../catalog/box-style-table.ts';
import type { BoxSubject } from '../images.ts';
import type { Localized } from './types.ts';

/** The ids of the seven box styles (the same as `BOX_STYLES` of `@storefront/catalog`). */
export type BoxStyleId = (typeof BOX_STYLE_TABLE)[number]['id'];

/** A box style (its names from the box style table) and the copy its tiles and cards share. */
export interface BoxStyleSeed extends BoxStyleCopy {
  id: BoxStyleId;
  subject: BoxSubject;
  /** Product page at `/product/{productSlug}`. */
  productSlug: string;
  /** $1 sample page at `/product/{sampleSlug}`; the end open mailer has none. */
  sampleSlug: string | null;
}

/** The copy the tiles and cards of a box style share. */
interface BoxStyleCopy {
  /** Tile title, e.g. 'Custom Mailer Boxes'. */
  name: Localized<string>;
  /** Picker card label (spec: Square Mailers, Gable Box, End Open Mailer and others). */
  pickerLabel: Localized<string>;
  /** One or two sentences for the shop tiles of the selling stores. */
  summary: Localized<string>;
  /** What the picker card says in a few words. */
  pickerHint: Localized<string>;
  /** Tile copy of the design-only store (Kartonwerk): what its dieline is for. */
  templateSummary: Localized<string>;
}

/** The copy of each box style. */
const BOX_STYLE_COPY: Record<BoxStyleId, BoxStyleCopy> = {
  displayMailer: {
    name: { en: 'Custom Mailer Boxes', de: 'Bedruckte Mailerboxen' },
    pickerLabel: { en: 'Mailer Boxes', de: 'Mailerboxen' },
    summary: {
      en: 'The tuck-front mailer that closes without tape and opens like a present. Printed outside, and inside if you like.',
      de: 'Der Mailer mit Einstecklasche, der ohne Klebeband schließt und sich wie ein Geschenk öffnet. Außen bedruckt, auf Wunsch auch innen.',
    },
    pickerHint: {
      en: 'For subscription boxes and online orders',
      de: 'Für Abo-Boxen und Online-Bestellungen',
    },
    templateSummary: {
      en: 'Dieline for a roll-end tuck-front mailer with dust flaps. Enter the inside dimensions in millimetres.',
      de: 'Stanzkontur für den Mailer mit Einstecklasche und Staubklappen. Innenmaße in Millimetern eingeben.',
    },
  },
  shipper: {
    name: { en: 'Custom Shipping Boxes', de: 'Bedruckte Versandkartons' },
    pickerLabel: { en: 'Shipping Boxes', de: 'Versandkartons' },
    summary: {
      en: 'A sturdy regular slotted carton for heavier goods and fulfilment, printed with your logo on the outside.',
      de: 'Der robuste Faltkarton mit vier Klappen für schwerere Waren und den Versand ab Lager, außen mit Ihrem Logo bedruckt.',
    },
    pickerHint: {
      en: 'For heavier goods and warehouse shipping',
      de: 'Für schwerere Waren und den Lagerversand',
    },
    templateSummary: {
      en: 'Dieline for a regular slotted carton (FEFCO 0201) with glue flap and four closing flaps.',
      de: 'Stanzkontur für den Faltkarton nach FEFCO 0201 mit Klebelasche und vier Verschlussklappen.',
    },
  },
  giftMailer: {
    name: { en: 'Custom Gift Mailer Boxes', de: 'Bedruckte Geschenk-Mailer' },
    pickerLabel: { en: 'Gift Mailers', de: 'Geschenk-Mailer' },
    summary: {
      en: 'Premium white board with double-walled sides and full print inside and out, for launch kits and client gifts.',
      de: 'Premium-Karton in Weiß mit doppelwandigen Seiten, innen und außen vollflächig bedruckt – für Launch-Kits und Kundengeschenke.',
    },
    pickerHint: {
      en: 'For gift sets, launches and VIP mailings',
      de: 'Für Geschenksets, Produktstarts und VIP-Sendungen',
    },
    templateSummary: {
      en: 'Dieline for a gift mailer with double-walled side panels and locking ears.',
      de: 'Stanzkontur für den Geschenk-Mailer mit doppelwandigen Seitenteilen und Verriegelungsohren.',
    },
  },
  squareMailer: {
    name: { en: 'Custom Square Mailer Boxes', de: 'Bedruckte quadratische Mailer' },
    pickerLabel: { en: 'Square Mailers', de: 'Quadratische Mailer' },
    summary: {
      en: 'Equal length and width for candles, cosmetics sets and folded apparel, with a clean square lid for your logo.',
      de: 'Gleiche Länge und Breite für Kerzen, Kosmetiksets und gefaltete Kleidung, mit einem klaren quadratischen Deckel für Ihr Logo.',
    },
    pickerHint: {
      en: 'For candles, cosmetics and apparel',
      de: 'Für Kerzen, Kosmetik und Kleidung',
    },
    templateSummary: {
      en: 'Dieline for a square mailer: one side length and the height are all it needs.',
      de: 'Stanzkontur für den quadratischen Mailer: Seitenlänge und Höhe genügen.',
    },
  },
  gableBox: {
    name: { en: 'Custom Gable Boxes', de: 'Bedruckte Giebelschachteln' },
    pickerLabel: { en: 'Gable Box', de: 'Giebelschachtel' },
    summary: {
      en: 'A carry box with a built-in handle and auto-lock bottom, for bakery orders, party favours and retail gifts.',
      de: 'Die Tragebox mit integriertem Griff und Automatikboden für Bäckereien, Gastgeschenke und den Einzelhandel.',
    },
    pickerHint: {
      en: 'Carry it home: built-in handle',
      de: 'Zum Mitnehmen: mit integriertem Griff',
    },
    templateSummary: {
      en: 'Dieline for a gable box with handle cut-out and crash-lock bottom.',
      de: 'Stanzkontur für die Giebelschachtel mit Griffausstanzung und Automatikboden.',
    },
  },
  endOpenMailer: {
    name: { en: 'Custom End Open Mailers', de: 'Bedruckte Stirnseiten-Mailer' },
    pickerLabel: { en: 'End Open Mailer', de: 'Stirnseiten-Mailer' },
    summary: {
      en: 'Opens on the short end so products slide straight in: made for apparel, books and long flat items.',
      de: 'Öffnet an der Stirnseite, damit Produkte direkt hineingleiten – gemacht für Kleidung, Bücher und lange, flache Artikel.',
    },
    pickerHint: {
      en: 'For apparel, books and long items',
      de: 'Für Kleidung, Bücher und lange Artikel',
    },
    templateSummary: {
      en: 'Dieline for an end-loading mailer with tuck flap and optional tear strip.',
      de: 'Stanzkontur für den stirnseitig befüllten Mailer mit Einstecklasche und optionalem Aufreißfaden.',
    },
  },
  documentMailer: {
    name: { en: 'Custom Document Mailers', de: 'Bedruckte Dokumentenmailer' },
    pickerLabel: { en: 'Document Mailers', de: 'Dokumentenmailer' },
    summary: {
      en: 'A flat, stiff mailer that keeps documents, prints and catalogues up to 1 inch thick from bending, with a peel-and-seal strip.',
      de: 'Ein flacher, steifer Mailer, der Dokumente, Drucke und Kataloge bis 2,5 cm Stärke vor dem Knicken schützt – mit Haftklebestreifen.',
    },
    pickerHint: {
      en: 'For documents, prints and catalogues',
      de: 'Für Dokumente, Drucke und Kataloge',
    },
    templateSummary: {
      en: 'Dieline for a flat document mailer with adhesive flap and tear strip.',
      de: 'Stanzkontur für den flachen Dokumentenmailer mit Klebeverschluss und Aufreißfaden.',
    },
  },
};

/** The seven box styles in the order the storefront lists them. */
export const BOX_STYLES: readonly BoxStyleSeed[] = BOX_STYLE_TABLE.map((style) => ({
  id: style.id,
  subject: style.subject,
  productSlug: style.productKey,
  sampleSlug: style.sampleKey,
  ...BOX_STYLE_COPY[style.id],
}));

/** The styles that have a $1 sample (all but the end open mailer). */
export type SampleStyleId = Exclude<BoxStyleId, 'endOpenMailer'>;

/** The six styles that have a $1 sample, in the order of the '$1 Sample Boxes' section. */
export const SAMPLE_ORDER: readonly SampleStyleId[] = [
  'displayMailer',
  'shipper',
  'squareMailer',
  'gableBox',
  'giftMailer',
  'documentMailer',
];
