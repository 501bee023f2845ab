import { sampleColorText, samplePrintText, sampleSizeText } from '../../catalog/sample-facts.ts';
import { SAMPLE_MAX_QUANTITY } from '../../catalog/seed.ts';
import { image } from './brands.ts';
import { BOX_STYLES, SAMPLE_ORDER } from './box-styles.ts';
import type { BoxStyleId, BoxStyleSeed, SampleStyleId } from './box-styles.ts';
import { paragraphs } from './html.ts';
import { PRODUCTS, RECOMMENDATIONS, SHOWROOM_NOTES } from './products.ts';
import type { ProductKind, ProductSeed } from './products.ts';
import { reviewSummaryOf } from './reviews.ts';
import type {
  Locale,
  Localized,
  ProcessStep,
  ProductCard,
  ProductDetails,
  SampleBoxes,
  ShopAllBoxes,
  StorefrontId,
} from './types.ts';

/** The button text of every tile and card that leads to a box (spec: SELECT). */
export const SELECT: Localized<string> = { en: 'SELECT', de: 'AUSWÄHLEN' };

/** The stores that sell boxes; Kartonwerk only designs. */
export type SellingStore = Exclude<StorefrontId, 'kartonwerk'>;

const PRODUCTS_BY_SLUG = new Map(PRODUCTS.map((product) => [product.slug, product]));

/** The product seed of a slug, or `undefined`. */
export function productSeedOf(slug: string): ProductSeed | undefined {
  return PRODUCTS_BY_SLUG.get(slug);
}

function styleOf(id: BoxStyleId): BoxStyleSeed {
  const style = BOX_STYLES.find((candidate) => candidate.id === id);
  if (!style) throw new Error(`Unknown box style ${id}`);
  return style;
}

/**
 * The tile of a box style on the shop-all-boxes page. The selling stores send it to the
 * product page; Kartonwerk, which only designs, to its template maker.
 */
export function styleTile(store: StorefrontId, style: BoxStyleSeed, locale: Locale): ProductCard {
  if (store === 'kartonwerk') {
    return {
      id: style.id,
      title: style.pickerLabel[locale],
      descriptionHtml: paragraphs(style.templateSummary[locale]),
      image: image(store, style.subject, 'tile', style.pickerLabel[locale]),
      buttonText: SELECT[locale],
      openInNewTab: false,
      redirectUri: `/template-maker?style=${style.id}`,
    };
  }
  const description =
    store === 'ybd'
      ? paragraphs(style.summary[locale], `<em>${SHOWROOM_NOTES[style.id][locale]}</em>`)
      : paragraphs(style.summary[locale]);
  return {
    id: style.id,
    title: style.name[locale],
    descriptionHtml: description,
    image: image(store, style.subject, 'tile', style.name[locale]),
    buttonText: SELECT[locale],
    openInNewTab: false,
    redirectUri: `/product/${style.productSlug}`,
  };
}

function pickerCard(store: StorefrontId, style: BoxStyleSeed, locale: Locale): ProductCard {
  return {
    id: `picker-${style.id}`,
    title: style.pickerLabel[locale],
    descriptionHtml: paragraphs(style.pickerHint[locale]),
    image: image(store, style.subject, 'tile', style.pickerLabel[locale]),
    buttonText: SELECT[locale],
    openInNewTab: false,
    redirectUri:
      store === 'kartonwerk'
        ? `/template-maker?style=${style.id}`
        : `/product/${style.productSlug}`,
  };
}

const SHOP_COPY: Record<StorefrontId, Localized<{ title: string; home: string }>> = {
  boxup: {
    en: { title: 'Shop All Boxes', home: 'Back to Home' },
    de: { title: 'Alle Schachteln', home: 'Zur Startseite' },
  },
  ybd: {
    en: { title: 'The Showroom Collection', home: 'Back to the Showroom' },
    de: { title: 'Die Showroom-Kollektion', home: 'Zurück zum Showroom' },
  },
  kartonwerk: {
    en: { title: 'All Box Styles', home: 'Back to home' },
    de: { title: 'Alle Schachtelarten', home: 'Zur Startseite' },
  },
};

/** The shop-all-boxes page of a store: one tile per box style and the product-type picker. */
export function shopAllBoxesFor(store: StorefrontId, locale: Locale): ShopAllBoxes {
  const copy = SHOP_COPY[store][locale];
  return {
    title: copy.title,
    homeButton: { text: copy.home, redirectUri: '/', openInNewTab: false },
    tiles: BOX_STYLES.map((style) => styleTile(store, style, locale)),
    pickerCards: BOX_STYLES.map((style) => pickerCard(store, style, locale)),
  };
}

/**
 * What each sample card says besides the catalogue's facts: what the box is, and what to try
 * with it. Size, board colour and print come from the products service (`sampleCardText`).
 */
const SAMPLE_CARD_TEXT: Record<SampleStyleId, Localized<readonly [string, string]>> = {
  displayMailer: {
    en: ['Tuck-front mailer', 'Check the fit and the closure.'],
    de: ['Mailer mit Einstecklasche', 'Passform und Verschluss prüfen.'],
  },
  shipper: {
    en: ['Slotted shipping carton, 32 ECT', 'Test it with your heaviest product.'],
    de: ['Faltkarton, 32 ECT', 'Mit Ihrem schwersten Produkt testen.'],
  },
  squareMailer: {
    en: ['Square mailer', 'Made for candles, jars and folded apparel.'],
    de: ['Quadratischer Mailer', 'Für Kerzen, Tiegel und Kleidung.'],
  },
  gableBox: {
    en: ['Gable box with handle', 'Feel the carry strength.'],
    de: ['Giebelschachtel mit Griff', 'Die Tragkraft selbst spüren.'],
  },
  giftMailer: {
    en: ['Gift mailer', 'See the double-walled sides.'],
    de: ['Geschenk-Mailer', 'Doppelwandige Seiten ansehen.'],
  },
  documentMailer: {
    en: ['Flat document mailer', 'Try the peel-and-seal strip.'],
    de: ['Flacher Dokumentenmailer', 'Haftklebestreifen testen.'],
  },
};

/** A sample card's text: its kind, the catalogue's size, board colour and print, its tip. */
function sampleCardText(id: SampleStyleId, productKey: string, locale: Locale): string {
  const [kind, tip] = SAMPLE_CARD_TEXT[id][locale];
  const size = sampleSizeText(productKey, locale);
  const color = sampleColorText(productKey, locale);
  const board = locale === 'de' ? `Karton ${color}` : `${color} board`;
  return `${kind}, ${size}, ${board}, ${samplePrintText(productKey, locale)}. ${tip}`;
}

/** The six $1 sample cards of a selling store. */
export function sampleCards(store: SellingStore, locale: Locale): ProductCard[] {
  return SAMPLE_ORDER.map((id) => {
    const style = styleOf(id);
    const slug = style.sampleSlug ?? style.productSlug;
    const product = productSeedOf(slug);
    const title = product?.title[locale] ?? style.pickerLabel[locale];
    return {
      id: `sample-${style.id}`,
      title,
      descriptionHtml: paragraphs(sampleCardText(id, slug, locale)),
      image: image(store, product?.subject ?? style.subject, 'tile', title),
      buttonText: SELECT[locale],
      openInNewTab: false,
      redirectUri: `/product/${slug}`,
    };
  });
}

/** The '$1 Sample Boxes' section of a selling store. */
export function sampleBoxesFor(store: SellingStore, locale: Locale): SampleBoxes {
  return {
    title: locale === 'de' ? 'Musterschachteln für 1 $' : '$1 Sample Boxes',
    maxSamplesPerCustomer: SAMPLE_MAX_QUANTITY,
    cards: sampleCards(store, locale),
  };
}

type StepCopy = ReadonlyArray<readonly [string, string]>;

const steps = (rows: StepCopy): ProcessStep[] =>
  rows.map(([title, body]) => ({ title, bodyHtml: paragraphs(body) }));

const BOX_PROCESS: Record<SellingStore, Localized<StepCopy>> = {
  boxup: {
    en: [
      [
        'Pick your style and size',
        'Choose one of seven box styles and enter the inside dimensions of what you ship. The price updates as you change size and quantity.',
      ],
      [
        'Design it or upload it',
        'Use the free online designer and templates, or upload print-ready artwork as PDF, SVG, PNG or JPG at 300 dpi.',
      ],
      [
        'Approve your proof',
        'Our prepress team checks every file within one business day and sends a digital proof. Nothing is printed until you approve it.',
      ],
      [
        'We print and produce',
        'Your boxes are printed with water-based inks, cut, folded flat and quality checked in 8 to 10 business days after approval.',
      ],
      [
        'Delivered to your door',
        'Boxes ship flat to any address in the United States or Canada, with tracking from our dock in Arlington, Texas.',
      ],
    ],
    de: [
      [
        'Bauart und Größe wählen',
        'Wählen Sie eine von sieben Schachtelarten und geben Sie die Innenmaße Ihres Produkts ein. Der Preis passt sich Größe und Menge sofort an.',
      ],
      [
        'Gestalten oder hochladen',
        'Nutzen Sie den kostenlosen Online-Designer und die Vorlagen oder laden Sie druckfertige Daten als PDF, SVG, PNG oder JPG mit 300 dpi hoch.',
      ],
      [
        'Proof freigeben',
        'Unsere Druckvorstufe prüft jede Datei innerhalb eines Werktags und schickt Ihnen einen digitalen Proof. Gedruckt wird erst nach Ihrer Freigabe.',
      ],
      [
        'Druck und Fertigung',
        'Ihre Schachteln werden mit wasserbasierten Farben bedruckt, gestanzt, flach gelegt und geprüft – 8 bis 10 Werktage nach Freigabe.',
      ],
      [
        'Lieferung bis zur Tür',
        'Die Schachteln reisen flach an jede Adresse in den USA oder Kanada, mit Sendungsverfolgung ab unserem Werk in Arlington, Texas.',
      ],
    ],
  },
  ybd: {
    en: [
      [
        'Visit or call the showroom',
        'Meet a packaging consultant at 88 Greene Street or by video call and compare styles, boards and finishes side by side.',
      ],
      [
        'Build your selection',
        'Your consultant helps you settle style, size and quantity, and prepares a written quote for larger runs.',
      ],
      [
        'Design on the template',
        'Use the template maker for an exact dieline, or hand your artwork to our studio and we place it for you.',
      ],
      [
        'Review the proof together',
        'We walk through the digital proof with you; a printed proof is available for premium finishes and gift mailers.',
      ],
      [
        'Production and delivery',
        'Production takes 8 to 10 business days after approval, and your consultant follows the order until it arrives.',
      ],
    ],
    de: [
      [
        'Showroom besuchen oder anrufen',
        'Treffen Sie Ihre Verpackungsberatung in der Greene Street 88 oder per Videocall und vergleichen Sie Bauarten, Kartons und Veredelungen direkt nebeneinander.',
      ],
      [
        'Auswahl zusammenstellen',
        'Ihre Beratung legt mit Ihnen Bauart, Größe und Menge fest und erstellt für größere Auflagen ein schriftliches Angebot.',
      ],
      [
        'Auf der Vorlage gestalten',
        'Erzeugen Sie mit dem Vorlagen-Generator eine exakte Stanzkontur oder geben Sie Ihr Motiv an unser Studio, das es für Sie platziert.',
      ],
      [
        'Proof gemeinsam prüfen',
        'Wir gehen den digitalen Proof mit Ihnen durch; für Premium-Veredelungen und Geschenk-Mailer gibt es einen gedruckten Proof.',
      ],
      [
        'Fertigung und Lieferung',
        'Die Fertigung dauert 8 bis 10 Werktage nach Freigabe; Ihre Beratung begleitet die Bestellung bis zur Ankunft.',
      ],
    ],
  },
};

const SAMPLE_PROCESS: Localized<StepCopy> = {
  en: [
    [
      'Choose up to three samples',
      'Pick the styles you are deciding between. Each customer can order up to three $1 samples.',
    ],
    ['Pay $1 each', 'Standard shipping to the United States or Canada is included in the price.'],
    [
      'Ships in 2 business days',
      'Samples leave our dock within two business days and arrive flat, ready to fold.',
    ],
    [
      'Test it with your product',
      'Check fit, strength and closure, then order your printed boxes in the exact size you need.',
    ],
  ],
  de: [
    [
      'Bis zu drei Muster wählen',
      'Wählen Sie die Bauarten, zwischen denen Sie sich entscheiden. Jede Kundin und jeder Kunde kann bis zu drei Muster für 1 $ bestellen.',
    ],
    ['Je 1 $ bezahlen', 'Der Standardversand in die USA oder nach Kanada ist im Preis enthalten.'],
    [
      'Versand in 2 Werktagen',
      'Muster verlassen unser Lager innerhalb von zwei Werktagen und kommen flach an, bereit zum Falten.',
    ],
    [
      'Mit Ihrem Produkt testen',
      'Prüfen Sie Passform, Stabilität und Verschluss und bestellen Sie dann Ihre bedruckten Schachteln in genau der richtigen Größe.',
    ],
  ],
};

const INSERT_PROCESS: Localized<StepCopy> = {
  en: [
    [
      'Tell us the box',
      'Add the insert to an order with your custom shipping box; we read its inside dimensions from the order.',
    ],
    [
      'Choose the cells',
      'Pick rows and columns, from 2 to 12 cells, and tell us the largest item each cell must hold.',
    ],
    ['We cut to fit', 'The strips are cut on the same line as your boxes, so the fit is exact.'],
    ['Shipped together', 'Inserts ship flat with your boxes and slide together in seconds.'],
  ],
  de: [
    [
      'Karton angeben',
      'Legen Sie den Einsatz zusammen mit Ihrem bedruckten Versandkarton in den Warenkorb; wir übernehmen dessen Innenmaße.',
    ],
    [
      'Fächer wählen',
      'Wählen Sie Reihen und Spalten, 2 bis 12 Fächer, und nennen Sie uns den größten Artikel pro Fach.',
    ],
    [
      'Passgenauer Zuschnitt',
      'Die Stege werden auf derselben Linie wie Ihre Kartons geschnitten – so passt alles genau.',
    ],
    [
      'Gemeinsame Lieferung',
      'Die Einsätze kommen flach mit Ihren Kartons und sind in Sekunden zusammengesteckt.',
    ],
  ],
};

const SERVICE_PROCESS: Localized<StepCopy> = {
  en: [
    [
      'Agree the work with us',
      'Our support or studio team describes the extra work and names the amount by email.',
    ],
    [
      'Add the agreed amount',
      'Enter the amount in dollars as the quantity and check out as usual.',
    ],
    [
      'We do the work',
      'We start as soon as the payment arrives and keep you posted in the same email thread.',
    ],
  ],
  de: [
    [
      'Leistung vereinbaren',
      'Unser Support- oder Studioteam beschreibt die Zusatzleistung und nennt den Betrag per E-Mail.',
    ],
    [
      'Betrag in den Warenkorb',
      'Geben Sie den Betrag in Dollar als Menge ein und schließen Sie die Bestellung wie gewohnt ab.',
    ],
    [
      'Wir legen los',
      'Wir beginnen, sobald die Zahlung eingegangen ist, und halten Sie im selben E-Mail-Verlauf auf dem Laufenden.',
    ],
  ],
};

function processStepsOf(store: SellingStore, kind: ProductKind, locale: Locale): ProcessStep[] {
  if (kind === 'box') return steps(BOX_PROCESS[store][locale]);
  if (kind === 'sample') return steps(SAMPLE_PROCESS[locale]);
  if (kind === 'insert') return steps(INSERT_PROCESS[locale]);
  return steps(SERVICE_PROCESS[locale]);
}

/** The reviews widget URL of a product, or `null` when it has no reviews. */
export function reviewsUrlOf(slug: string): string | null {
  return reviewSummaryOf(slug) ? `/content/reviews/${slug}` : null;
}

/** The product page content of a slug in a selling store, or `null` for an unknown slug. */
export function productDetailsFor(
  store: SellingStore,
  slug: string,
  locale: Locale,
): ProductDetails | null {
  const product = productSeedOf(slug);
  if (!product) return null;
  const title = product.title[locale];
  const showroomNote =
    store === 'ybd' && product.kind === 'box' && product.style
      ? paragraphs(`<em>${SHOWROOM_NOTES[product.style][locale]}</em>`)
      : '';
  const views: Localized<readonly [string, string, string]> = {
    en: ['front view', 'detail', 'overview'],
    de: ['Vorderansicht', 'Detail', 'Übersicht'],
  };
  const [front, detail, overview] = views[locale];
  return {
    slug: product.slug,
    title,
    descriptionHtml: product.description[locale] + showroomNote,
    productDetailsHtml: product.details[locale],
    processSteps: processStepsOf(store, product.kind, locale),
    images: [
      image(store, product.subject, 'high-res', `${title}, ${front}`),
      image(store, product.subject, 'intersected', `${title}, ${detail}`),
      image(store, product.subject, 'carousel-tile', `${title}, ${overview}`),
    ],
    productConfigId: product.slug,
    isSample: product.kind === 'sample',
    reviewsUrl: product.hasReviews ? reviewsUrlOf(product.slug) : null,
  };
}

/** Cards of the products shown under a product page of a selling store. */
export function recommendationsFor(
  store: SellingStore,
  slug: string,
  locale: Locale,
): ProductCard[] {
  const related = Object.hasOwn(RECOMMENDATIONS, slug) ? RECOMMENDATIONS[slug] : undefined;
  if (!related) return [];
  const button: Localized<string> = { en: 'View details', de: 'Details ansehen' };
  return related.flatMap((relatedSlug) => {
    const product = productSeedOf(relatedSlug);
    if (!product) return [];
    const title = product.title[locale];
    const firstParagraph = product.description[locale].split('</p>')[0] ?? '';
    return [
      {
        id: product.slug,
        title,
        descriptionHtml: `${firstParagraph}</p>`,
        image: image(store, product.subject, 'carousel-tile', title),
        buttonText: button[locale],
        openInNewTab: false,
        redirectUri: `/product/${product.slug}`,
      },
    ];
  });
}
