import { boxStyleRow } from '../../catalog/box-style-table.ts';
import { sampleColorText, samplePrintText, sampleSizeText } from '../../catalog/sample-facts.ts';
import type { ImageSubject } from '../images.ts';
import type { BoxStyleId, SampleStyleId } from './box-styles.ts';
import { list, paragraphs } from './html.ts';
import type { Localized } from './types.ts';

/** What a product page sells; it decides the 'Our Process' steps. */
export type ProductKind = 'box' | 'sample' | 'insert' | 'service';

/** The brand-independent copy of one product page. */
export interface ProductSeed {
  slug: string;
  kind: ProductKind;
  subject: ImageSubject;
  /** The box style a box or sample belongs to. */
  style?: BoxStyleId;
  title: Localized<string>;
  /** The text above the buttons (html). */
  description: Localized<string>;
  /** The 'Product Details' tab (html). */
  details: Localized<string>;
  /** Whether the product has customer reviews at `/content/reviews/{slug}`. */
  hasReviews: boolean;
}

const specs = (heading: string, rows: ReadonlyArray<readonly [string, string]>) =>
  `<h3>${heading}</h3>${list(rows.map(([name, value]) => `<strong>${name}:</strong> ${value}`))}`;

/**
 * The 'Sample details' of a sample page. Size, board colour and print are the catalogue's
 * (the products service's sample product), so the page says what its selector offers.
 */
const sampleDetails = (
  productKey: string,
  material: Localized<string>,
  note: Localized<string> = { en: '', de: '' },
): Localized<string> => ({
  en: specs('Sample details', [
    ['Size', `${sampleSizeText(productKey, 'en')} (inside)${note.en}`],
    ['Material', material.en],
    ['Board colour', sampleColorText(productKey, 'en')],
    ['Print', `${samplePrintText(productKey, 'en')}, so you judge the board and the construction`],
    ['Price', '$1, standard shipping to the United States or Canada included'],
    ['Limit', 'up to three $1 samples per customer'],
    ['Dispatch', 'within 2 business days'],
  ]),
  de: specs('Details zum Muster', [
    ['Größe', `${sampleSizeText(productKey, 'de', true)}, innen${note.de}`],
    ['Material', material.de],
    ['Kartonfarbe', sampleColorText(productKey, 'de')],
    [
      'Druck',
      `${samplePrintText(productKey, 'de')}, damit Sie Karton und Konstruktion beurteilen können`,
    ],
    ['Preis', '1 $, Standardversand in die USA oder nach Kanada inklusive'],
    ['Limit', 'bis zu drei Muster für 1 $ pro Kunde'],
    ['Versand', 'innerhalb von 2 Werktagen'],
  ]),
});

const sampleDescription = (name: Localized<string>, use: Localized<string>): Localized<string> => ({
  en: paragraphs(
    `Hold the ${name.en} in your hands before you order a full run. This $1 sample is the same board and construction as the printed box, in a standard size, so you can test the fit of your product, the strength of the board and how it opens.`,
    `${use.en} Order up to three different samples; the price includes shipping.`,
  ),
  de: paragraphs(
    `Nehmen Sie ${name.de} in die Hand, bevor Sie eine ganze Auflage bestellen. Dieses Muster für 1 $ hat denselben Karton und dieselbe Konstruktion wie die bedruckte Schachtel, in einer Standardgröße – so prüfen Sie Passform, Stabilität und das Öffnen.`,
    `${use.de} Bestellen Sie bis zu drei verschiedene Muster; der Versand ist im Preis enthalten.`,
  ),
});

/** The copy of a box style's product page. */
type BoxPageCopy = Pick<ProductSeed, 'title' | 'description' | 'details' | 'hasReviews'>;

/** A box style's product page: its slug and image are the box style table's. */
function boxPage(style: BoxStyleId, copy: BoxPageCopy): ProductSeed {
  const row = boxStyleRow(style);
  return { slug: row.productKey, kind: 'box', subject: row.subject, style, ...copy };
}

/** What a $1 sample page says of its own; the rest is every sample page's. */
interface SamplePageCopy {
  title: Localized<string>;
  /** The sample as the description names it ('mailer box', 'den Mailer'). */
  name: Localized<string>;
  /** What most customers test with it. */
  use: Localized<string>;
  material: Localized<string>;
  /** Added after the size in the details, e.g. ', handle above'. */
  note?: Localized<string>;
}

/**
 * A box style's $1 sample page: its slug and image are the box style table's, its size,
 * colour and print the catalogue's sample product's.
 */
function samplePage(style: SampleStyleId, copy: SamplePageCopy): ProductSeed {
  const row = boxStyleRow(style);
  if (!row.sampleKey) throw new Error(`The box style ${style} has no $1 sample`);
  return {
    slug: row.sampleKey,
    kind: 'sample',
    subject: `${row.subject}-sample`,
    style,
    title: copy.title,
    description: sampleDescription(copy.name, copy.use),
    details: sampleDetails(row.sampleKey, copy.material, copy.note),
    hasReviews: true,
  };
}

/** Every product page of the contract, boxes first, then samples, insert and service charge. */
export const PRODUCTS: readonly ProductSeed[] = [
  boxPage('displayMailer', {
    title: { en: 'Custom Mailer Boxes', de: 'Bedruckte Mailerboxen' },
    description: {
      en: paragraphs(
        'Our most ordered box: a roll-end tuck-front mailer folded from a single sheet of corrugated board. It closes without tape, protects on the way and opens like a present, which is why online shops and subscription brands send it straight to their customers.',
        'Print your logo and artwork on the outside, add an inside print for the unboxing moment, and order exactly the quantity you need, from a single box to several thousand.',
      ),
      de: paragraphs(
        'Unsere meistbestellte Schachtel: ein Mailer mit Einstecklasche, aus einem einzigen Bogen Wellpappe gefaltet. Er schließt ohne Klebeband, schützt unterwegs und öffnet sich wie ein Geschenk – deshalb verschicken Onlineshops und Abo-Marken ihn direkt an ihre Kundschaft.',
        'Drucken Sie Logo und Motiv außen, ergänzen Sie einen Innendruck für das Auspackerlebnis und bestellen Sie genau die Menge, die Sie brauchen – von einer einzigen Schachtel bis zu mehreren Tausend.',
      ),
    },
    details: {
      en: specs('Specifications', [
        ['Style', 'roll-end tuck-front mailer with dust flaps'],
        ['Board', 'E-flute corrugated (1/16 in), kraft or white, at least 90% recycled fibre'],
        ['Sizes', 'inside dimensions from 4 × 4 × 2 in to 20 × 16 × 8 in'],
        ['Print', 'full-colour CMYK outside, optional inside print, water-based inks'],
        ['Strength', '32 ECT, for contents up to 20 lb'],
        ['Delivery', 'shipped flat; folds in seconds without tape or glue'],
      ]),
      de: specs('Technische Daten', [
        ['Bauart', 'Mailer mit Einstecklasche und Staubklappen'],
        ['Karton', 'E-Welle (1,6 mm), braun oder weiß, mindestens 90 % Recyclingfasern'],
        ['Größen', 'Innenmaße von 4 × 4 × 2 Zoll (102 × 102 × 51 mm) bis 20 × 16 × 8 Zoll'],
        ['Druck', 'vollfarbig CMYK außen, optional innen, wasserbasierte Farben'],
        ['Stabilität', '32 ECT, für Inhalte bis 9 kg'],
        ['Lieferung', 'flach geliefert, in Sekunden ohne Klebeband gefaltet'],
      ]),
    },
    hasReviews: true,
  }),
  boxPage('shipper', {
    title: { en: 'Custom Shipping Boxes', de: 'Bedruckte Versandkartons' },
    description: {
      en: paragraphs(
        'The classic regular slotted carton, made strong enough for warehouse shipping and heavier products. Four flaps meet in the middle and close with a single strip of tape, so your team packs faster.',
        'Put your logo, return address or handling instructions on the sides and turn a plain carton into the first thing your customer sees of your brand.',
      ),
      de: paragraphs(
        'Der klassische Faltkarton mit vier Klappen, stabil genug für den Lagerversand und schwerere Produkte. Die Klappen treffen sich in der Mitte und schließen mit einem einzigen Klebestreifen – so packt Ihr Team schneller.',
        'Drucken Sie Logo, Absender oder Handhabungshinweise auf die Seiten und machen Sie aus einem neutralen Karton den ersten Eindruck Ihrer Marke.',
      ),
    },
    details: {
      en: specs('Specifications', [
        ['Style', 'regular slotted container (RSC), flaps meet in the middle'],
        ['Board', 'B-flute corrugated (1/8 in), 32 ECT or 44 ECT for heavier loads'],
        ['Sizes', 'inside dimensions from 6 × 4 × 4 in to 24 × 18 × 18 in'],
        ['Print', 'one to four sides in full colour CMYK, water-based inks'],
        ['Strength', 'up to 40 lb (32 ECT) or 65 lb (44 ECT) of contents'],
        ['Closure', 'packing tape along the centre seam'],
      ]),
      de: specs('Technische Daten', [
        ['Bauart', 'Faltkarton FEFCO 0201, Klappen stoßen in der Mitte aneinander'],
        ['Karton', 'B-Welle (3 mm), 32 ECT oder 44 ECT für schwerere Lasten'],
        ['Größen', 'Innenmaße von 6 × 4 × 4 Zoll (152 × 102 × 102 mm) bis 24 × 18 × 18 Zoll'],
        ['Druck', 'ein bis vier Seiten vollfarbig CMYK, wasserbasierte Farben'],
        ['Stabilität', 'bis 18 kg (32 ECT) oder 29 kg (44 ECT) Inhalt'],
        ['Verschluss', 'Packband entlang der Mittelnaht'],
      ]),
    },
    hasReviews: true,
  }),
  boxPage('giftMailer', {
    title: { en: 'Custom Gift Mailer Boxes', de: 'Bedruckte Geschenk-Mailer' },
    description: {
      en: paragraphs(
        'A mailer dressed for the occasion: premium white board, double-walled side panels that lock in place and edge-to-edge print inside and out. It ships safely on its own and needs no outer carton or gift wrap.',
        'Brands use it for product launches, influencer kits, corporate gifts and holiday boxes that people keep long after the contents are gone.',
      ),
      de: paragraphs(
        'Ein Mailer für besondere Anlässe: weißer Premium-Karton, doppelwandige Seitenteile, die einrasten, und randloser Druck innen und außen. Er reist sicher ohne Umkarton und braucht kein Geschenkpapier.',
        'Marken nutzen ihn für Produktstarts, Influencer-Kits, Firmengeschenke und Weihnachtsboxen, die man noch lange nach dem Auspacken aufbewahrt.',
      ),
    },
    details: {
      en: specs('Specifications', [
        ['Style', 'front-tuck mailer with double-walled sides and locking ears'],
        ['Board', 'E-flute corrugated with a premium white liner'],
        ['Sizes', 'inside dimensions from 6 × 4 × 2 in to 16 × 12 × 5 in'],
        ['Print', 'full-colour CMYK inside and outside, edge to edge'],
        ['Finish', 'matte or gloss aqueous coating'],
        ['Delivery', 'shipped flat, assembled without glue'],
      ]),
      de: specs('Technische Daten', [
        ['Bauart', 'Mailer mit Einstecklasche, doppelwandigen Seiten und Verriegelungsohren'],
        ['Karton', 'E-Welle mit weißer Premium-Deckschicht'],
        ['Größen', 'Innenmaße von 6 × 4 × 2 Zoll (152 × 102 × 51 mm) bis 16 × 12 × 5 Zoll'],
        ['Druck', 'vollfarbig CMYK innen und außen, randabfallend'],
        ['Veredelung', 'Dispersionslack matt oder glänzend'],
        ['Lieferung', 'flach geliefert, ohne Kleber aufzurichten'],
      ]),
    },
    hasReviews: true,
  }),
  boxPage('squareMailer', {
    title: { en: 'Custom Square Mailer Boxes', de: 'Bedruckte quadratische Mailer' },
    description: {
      en: paragraphs(
        'The tuck-front mailer with equal length and width. A square lid gives your logo a calm, centred stage, and the proportions suit candles, cosmetics sets, folded apparel and anything that sits better in a square.',
        'Square boxes also stack neatly on shelves and in the warehouse, so you store more in less space.',
      ),
      de: paragraphs(
        'Der Mailer mit Einstecklasche in gleicher Länge und Breite. Der quadratische Deckel gibt Ihrem Logo eine ruhige, zentrierte Bühne; die Proportionen passen zu Kerzen, Kosmetiksets, gefalteter Kleidung und allem, was im Quadrat besser liegt.',
        'Quadratische Schachteln lassen sich im Regal und im Lager sauber stapeln – so lagern Sie mehr auf weniger Fläche.',
      ),
    },
    details: {
      en: specs('Specifications', [
        ['Style', 'roll-end tuck-front mailer, square footprint'],
        ['Board', 'E-flute corrugated, kraft or white'],
        ['Sizes', 'from 4 × 4 × 2 in to 16 × 16 × 6 in (length equals width)'],
        ['Print', 'full-colour CMYK outside, optional inside print'],
        ['Strength', '32 ECT, for contents up to 15 lb'],
        ['Delivery', 'shipped flat; no tape needed to close'],
      ]),
      de: specs('Technische Daten', [
        ['Bauart', 'Mailer mit Einstecklasche, quadratische Grundfläche'],
        ['Karton', 'E-Welle, braun oder weiß'],
        ['Größen', 'von 4 × 4 × 2 Zoll (102 × 102 × 51 mm) bis 16 × 16 × 6 Zoll (Länge = Breite)'],
        ['Druck', 'vollfarbig CMYK außen, optional innen'],
        ['Stabilität', '32 ECT, für Inhalte bis 7 kg'],
        ['Lieferung', 'flach geliefert, schließt ohne Klebeband'],
      ]),
    },
    hasReviews: true,
  }),
  boxPage('gableBox', {
    title: { en: 'Custom Gable Boxes', de: 'Bedruckte Giebelschachteln' },
    description: {
      en: paragraphs(
        'A box your customers carry out of the door: the gable box has a built-in handle, an auto-lock bottom that pops into shape and a roof-shaped top that closes with one fold.',
        'Bakeries, caterers, event planners and shops use it for pastries, party favours, gift sets and take-home orders. Print all four sides and the roof panels.',
      ),
      de: paragraphs(
        'Eine Schachtel, die Ihre Kundschaft mit nach Hause trägt: Die Giebelschachtel hat einen integrierten Griff, einen Automatikboden, der sich von selbst aufrichtet, und ein Dach, das sich mit einem Handgriff schließt.',
        'Bäckereien, Caterer, Eventplaner und Läden nutzen sie für Gebäck, Gastgeschenke, Geschenksets und Bestellungen zum Mitnehmen. Bedrucken Sie alle vier Seiten und die Dachflächen.',
      ),
    },
    details: {
      en: specs('Specifications', [
        ['Style', 'gable box with handle cut-out and auto-lock (crash-lock) bottom'],
        ['Board', '18 pt paperboard, white (SBS) or kraft'],
        ['Sizes', 'body from 4 × 3 × 4 in to 10 × 6 × 8 in, handle above'],
        ['Print', 'full-colour CMYK on all outside panels'],
        ['Load', 'up to 5 lb carried by the handle'],
        ['Delivery', 'shipped flat with the bottom pre-glued'],
      ]),
      de: specs('Technische Daten', [
        ['Bauart', 'Giebelschachtel mit Griffausstanzung und Automatikboden'],
        ['Karton', 'Faltschachtelkarton 18 pt (ca. 450 µm), weiß oder braun'],
        [
          'Größen',
          'Korpus von 4 × 3 × 4 Zoll (102 × 76 × 102 mm) bis 10 × 6 × 8 Zoll, Griff darüber',
        ],
        ['Druck', 'vollfarbig CMYK auf allen Außenflächen'],
        ['Traglast', 'bis 2,3 kg am Griff'],
        ['Lieferung', 'flach geliefert, Boden vorgeklebt'],
      ]),
    },
    hasReviews: true,
  }),
  boxPage('endOpenMailer', {
    title: { en: 'Custom End Open Mailers', de: 'Bedruckte Stirnseiten-Mailer' },
    description: {
      en: paragraphs(
        'This mailer opens on its short end, so folded shirts, books, calendars and other long flat products slide straight in. Packing takes a few seconds, and an optional tear strip lets your customer open it cleanly.',
        'The long top panel is ideal for a bold logo or a pattern that runs the whole length of the box.',
      ),
      de: paragraphs(
        'Dieser Mailer öffnet an der Stirnseite: Gefaltete Shirts, Bücher, Kalender und andere lange, flache Produkte gleiten direkt hinein. Das Verpacken dauert Sekunden, und ein optionaler Aufreißfaden sorgt für sauberes Öffnen.',
        'Die lange Deckfläche eignet sich für ein großes Logo oder ein Muster über die ganze Länge der Schachtel.',
      ),
    },
    details: {
      en: specs('Specifications', [
        ['Style', 'end-loading mailer with tuck flap, optional tear strip'],
        ['Board', 'E-flute corrugated, kraft or white'],
        ['Sizes', 'inside dimensions from 6 × 4 × 1 in to 18 × 12 × 4 in'],
        ['Print', 'full-colour CMYK outside'],
        ['Strength', '32 ECT, for contents up to 10 lb'],
        ['Delivery', 'shipped flat, side seam pre-glued'],
      ]),
      de: specs('Technische Daten', [
        ['Bauart', 'stirnseitig befüllter Mailer mit Einstecklasche, optional Aufreißfaden'],
        ['Karton', 'E-Welle, braun oder weiß'],
        ['Größen', 'Innenmaße von 6 × 4 × 1 Zoll (152 × 102 × 25 mm) bis 18 × 12 × 4 Zoll'],
        ['Druck', 'vollfarbig CMYK außen'],
        ['Stabilität', '32 ECT, für Inhalte bis 4,5 kg'],
        ['Lieferung', 'flach geliefert, Seitennaht vorgeklebt'],
      ]),
    },
    hasReviews: true,
  }),
  boxPage('documentMailer', {
    title: { en: 'Custom Document Mailers', de: 'Bedruckte Dokumentenmailer' },
    description: {
      en: paragraphs(
        'A flat corrugated mailer that keeps contracts, certificates, photo prints and catalogues flat and crease-free in the post. It seals with a peel-and-seal strip and opens with a tear strip, no scissors needed.',
        'Printed with your brand, it makes important paperwork look as important as it is.',
      ),
      de: paragraphs(
        'Ein flacher Wellpappmailer, der Verträge, Urkunden, Fotoabzüge und Kataloge im Versand glatt und knickfrei hält. Er schließt mit einem Haftklebestreifen und öffnet mit einem Aufreißfaden – ganz ohne Schere.',
        'Mit Ihrer Marke bedruckt, sehen wichtige Unterlagen so wichtig aus, wie sie sind.',
      ),
    },
    details: {
      en: specs('Specifications', [
        ['Style', 'flat mailer with peel-and-seal closure and tear strip'],
        ['Board', 'E-flute corrugated, white or kraft'],
        ['Sizes', '9 × 12 in, 10 × 13 in and 12.5 × 9.5 in, up to 1 in deep'],
        ['Print', 'full-colour CMYK on the front and back'],
        ['Protection', 'rigid enough to keep letter-size documents flat'],
        ['Delivery', 'shipped flat, ready to fill and seal'],
      ]),
      de: specs('Technische Daten', [
        ['Bauart', 'Flachmailer mit Haftklebeverschluss und Aufreißfaden'],
        ['Karton', 'E-Welle, weiß oder braun'],
        ['Größen', '9 × 12 Zoll, 10 × 13 Zoll und 12,5 × 9,5 Zoll, bis 2,5 cm tief'],
        ['Druck', 'vollfarbig CMYK auf Vorder- und Rückseite'],
        ['Schutz', 'steif genug, um Dokumente im Letter-Format flach zu halten'],
        ['Lieferung', 'flach geliefert, sofort befüllbar'],
      ]),
    },
    hasReviews: true,
  }),
  samplePage('displayMailer', {
    title: { en: 'Mailer Box Sample', de: 'Muster: Mailerbox' },
    name: { en: 'mailer box', de: 'den Mailer' },
    use: {
      en: 'Most customers check whether the lid closes over their product and how the tuck front feels.',
      de: 'Die meisten prüfen, ob der Deckel über dem Produkt schließt und wie sich die Einstecklasche anfühlt.',
    },
    material: { en: 'E-flute corrugated', de: 'E-Welle' },
  }),
  samplePage('shipper', {
    title: { en: 'Shipping Box Sample', de: 'Muster: Versandkarton' },
    name: { en: 'shipping box', de: 'den Versandkarton' },
    use: {
      en: 'Pack it with your heaviest product and tape it the way your warehouse would.',
      de: 'Packen Sie Ihr schwerstes Produkt hinein und verkleben Sie ihn so, wie Ihr Lager es tun würde.',
    },
    material: { en: 'B-flute corrugated, 32 ECT', de: 'B-Welle, 32 ECT' },
  }),
  samplePage('giftMailer', {
    title: { en: 'Gift Mailer Box Sample', de: 'Muster: Geschenk-Mailer' },
    name: { en: 'gift mailer', de: 'den Geschenk-Mailer' },
    use: {
      en: 'See how the board and the double-walled sides look before you plan your inside print.',
      de: 'Sehen Sie, wie der Karton und die doppelwandigen Seiten wirken, bevor Sie den Innendruck planen.',
    },
    material: {
      en: 'E-flute corrugated, double-walled sides',
      de: 'E-Welle, doppelwandige Seiten',
    },
  }),
  samplePage('squareMailer', {
    title: { en: 'Square Mailer Box Sample', de: 'Muster: Quadratischer Mailer' },
    name: { en: 'square mailer', de: 'den quadratischen Mailer' },
    use: {
      en: 'A good size to test candles, jars and folded apparel.',
      de: 'Eine gute Größe, um Kerzen, Tiegel und gefaltete Kleidung zu testen.',
    },
    material: { en: 'E-flute corrugated', de: 'E-Welle' },
  }),
  samplePage('gableBox', {
    title: { en: 'Gable Box Sample', de: 'Muster: Giebelschachtel' },
    name: { en: 'gable box', de: 'die Giebelschachtel' },
    use: {
      en: 'Load it to the weight you sell and carry it by the handle.',
      de: 'Beladen Sie sie mit dem Gewicht, das Sie verkaufen, und tragen Sie sie am Griff.',
    },
    material: { en: '18 pt paperboard', de: 'Faltschachtelkarton 18 pt' },
    note: { en: ', handle above', de: ', Griff darüber' },
  }),
  samplePage('documentMailer', {
    title: { en: 'Document Mailer Sample', de: 'Muster: Dokumentenmailer' },
    name: { en: 'document mailer', de: 'den Dokumentenmailer' },
    use: {
      en: 'Slide in your thickest catalogue or a stack of prints and try the peel-and-seal strip.',
      de: 'Schieben Sie Ihren dicksten Katalog oder einen Stapel Drucke hinein und testen Sie den Haftklebestreifen.',
    },
    material: { en: 'E-flute corrugated', de: 'E-Welle' },
  }),
  {
    slug: 'shipping-box-insert',
    kind: 'insert',
    subject: 'box-insert',
    title: { en: 'Shipping Box Insert', de: 'Karton-Einsatz' },
    description: {
      en: paragraphs(
        'A corrugated partition cut to the inside dimensions of your shipping box. It keeps bottles, jars and several products apart so they do not knock into each other on the way.',
        'Add it to the same order as your boxes: we cut it to match and ship it flat alongside them.',
      ),
      de: paragraphs(
        'Ein Gefacheinsatz aus Wellpappe, zugeschnitten auf die Innenmaße Ihres Versandkartons. Er hält Flaschen, Gläser und mehrere Produkte auseinander, damit nichts unterwegs aneinanderstößt.',
        'Bestellen Sie ihn zusammen mit Ihren Kartons: Wir schneiden ihn passend zu und liefern ihn flach mit.',
      ),
    },
    details: {
      en: specs('Specifications', [
        ['Fits', 'the inside dimensions of your custom shipping box'],
        ['Cells', 'from 2 to 12, in rows and columns you choose'],
        ['Board', 'E-flute corrugated, unprinted kraft'],
        ['Assembly', 'slotted strips that slide together, no glue'],
        ['Delivery', 'shipped flat with your boxes'],
      ]),
      de: specs('Technische Daten', [
        ['Passt in', 'die Innenmaße Ihres bedruckten Versandkartons'],
        ['Fächer', '2 bis 12, in Reihen und Spalten nach Wahl'],
        ['Karton', 'E-Welle, unbedruckt braun'],
        ['Aufbau', 'geschlitzte Stege, die ineinandergesteckt werden, ohne Kleber'],
        ['Lieferung', 'flach, zusammen mit Ihren Kartons'],
      ]),
    },
    hasReviews: true,
  },
  {
    slug: 'service-charge',
    kind: 'service',
    subject: 'service',
    title: { en: 'Service Charge', de: 'Servicegebühr' },
    description: {
      en: paragraphs(
        'Use this item to pay for extra work our team has agreed with you, such as artwork rework by our prepress designers, an extra printed proof or a custom structure prototype.',
        'Please add it only when our support team asks you to, with the amount they gave you.',
      ),
      de: paragraphs(
        'Mit diesem Artikel bezahlen Sie Zusatzleistungen, die unser Team mit Ihnen vereinbart hat – etwa die Überarbeitung Ihrer Druckdaten durch unsere Druckvorstufe, einen zusätzlichen gedruckten Proof oder einen Prototyp für eine Sonderkonstruktion.',
        'Bitte legen Sie ihn nur in den Warenkorb, wenn unser Support Sie darum bittet, und mit dem genannten Betrag.',
      ),
    },
    details: {
      en: specs('How it works', [
        ['Price', '$1 per unit: enter the agreed amount as the quantity (45 for $45)'],
        ['Used for', 'artwork rework, extra printed proofs, structure prototypes, rush handling'],
        ['Shipping', 'none; the service is added to your next or current order'],
        ['Questions', 'reply to the email from our support team that named the amount'],
      ]),
      de: specs('So funktioniert es', [
        ['Preis', '1 $ pro Einheit: geben Sie den vereinbarten Betrag als Menge ein (45 für 45 $)'],
        ['Verwendung', 'Druckdatenüberarbeitung, zusätzliche Proofs, Prototypen, Eilbearbeitung'],
        ['Versand', 'keiner; die Leistung gehört zu Ihrer aktuellen oder nächsten Bestellung'],
        ['Fragen', 'antworten Sie auf die E-Mail unseres Supports, in der der Betrag steht'],
      ]),
    },
    hasReviews: false,
  },
];

/** Related products shown under a product page, by slug. */
export const RECOMMENDATIONS: Record<string, readonly string[]> = {
  'custom-mailer-box': [
    'custom-square-mailer-box',
    'custom-gift-mailer-box',
    'custom-mailer-box-sample',
  ],
  'custom-shipper-box': ['shipping-box-insert', 'custom-mailer-box', 'shipping-box-sample'],
  'custom-gift-mailer-box': [
    'custom-mailer-box',
    'custom-gable-box',
    'custom-gift-mailer-box-sample',
  ],
  'custom-square-mailer-box': [
    'custom-mailer-box',
    'custom-gift-mailer-box',
    'custom-square-mailer-box-sample',
  ],
  'custom-gable-box': [
    'custom-gift-mailer-box',
    'custom-square-mailer-box',
    'custom-gable-box-sample',
  ],
  'custom-end-open-mailer-box': [
    'custom-mailer-box',
    'custom-document-mailer-box',
    'custom-mailer-box-sample',
  ],
  'custom-document-mailer-box': [
    'custom-end-open-mailer-box',
    'custom-mailer-box',
    'custom-document-mailer-box-sample',
  ],
  'custom-mailer-box-sample': [
    'custom-mailer-box',
    'custom-square-mailer-box-sample',
    'custom-gift-mailer-box-sample',
  ],
  'shipping-box-sample': ['custom-shipper-box', 'custom-mailer-box-sample', 'shipping-box-insert'],
  'custom-gift-mailer-box-sample': [
    'custom-gift-mailer-box',
    'custom-mailer-box-sample',
    'custom-gable-box-sample',
  ],
  'custom-square-mailer-box-sample': [
    'custom-square-mailer-box',
    'custom-mailer-box-sample',
    'custom-gift-mailer-box-sample',
  ],
  'custom-gable-box-sample': [
    'custom-gable-box',
    'custom-gift-mailer-box-sample',
    'custom-square-mailer-box-sample',
  ],
  'custom-document-mailer-box-sample': [
    'custom-document-mailer-box',
    'custom-mailer-box-sample',
    'shipping-box-sample',
  ],
  'shipping-box-insert': ['custom-shipper-box', 'shipping-box-sample', 'custom-mailer-box'],
  'service-charge': ['custom-mailer-box', 'custom-shipper-box', 'custom-gift-mailer-box'],
};

/** Showroom notes YBD adds to each box style's description. */
export const SHOWROOM_NOTES: Record<BoxStyleId, Localized<string>> = {
  displayMailer: {
    en: 'On the showroom table: kraft and white mailers side by side, with and without inside print, so you can compare how your colours sit on each board.',
    de: 'Auf dem Showroom-Tisch: braune und weiße Mailer nebeneinander, mit und ohne Innendruck – so vergleichen Sie, wie Ihre Farben auf jedem Karton wirken.',
  },
  shipper: {
    en: 'In the showroom you can lift packed shippers in 32 and 44 ECT and decide which strength your products need.',
    de: 'Im Showroom heben Sie gepackte Kartons in 32 und 44 ECT an und entscheiden, welche Stabilität Ihre Produkte brauchen.',
  },
  giftMailer: {
    en: 'Our consultants keep gift mailers in matte and gloss coating on display; most showroom clients choose them for launch kits and client gifts.',
    de: 'Unsere Beratung hat Geschenk-Mailer mit mattem und glänzendem Lack ausgestellt; die meisten Showroom-Kunden wählen sie für Launch-Kits und Kundengeschenke.',
  },
  squareMailer: {
    en: 'See the square mailers stacked in four sizes, from 6 × 6 in candle boxes to 14 × 14 in apparel sets.',
    de: 'Sehen Sie die quadratischen Mailer in vier Größen gestapelt, von 6 × 6 Zoll für Kerzen bis 14 × 14 Zoll für Kleidungssets.',
  },
  gableBox: {
    en: 'The gable boxes on display come in white and kraft board, so you can feel the handle and the carry strength in your own hand.',
    de: 'Die ausgestellten Giebelschachteln gibt es in weißem und braunem Karton – so spüren Sie Griff und Tragkraft in der eigenen Hand.',
  },
  endOpenMailer: {
    en: 'Slide your own product into the end open mailers on display to check the fit before your consultant sizes yours.',
    de: 'Schieben Sie Ihr eigenes Produkt in die ausgestellten Stirnseiten-Mailer, um die Passform zu prüfen, bevor Ihre Beratung die Maße festlegt.',
  },
  documentMailer: {
    en: 'Bring a sample of your documents or prints: the showroom has every document mailer size to try them in.',
    de: 'Bringen Sie Muster Ihrer Dokumente oder Drucke mit: Im Showroom steht jede Größe des Dokumentenmailers zum Ausprobieren bereit.',
  },
};
