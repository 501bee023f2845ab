import { BRAND_FACTS, image } from './brands.ts';
import { BOX_STYLES } from './box-styles.ts';
import { link, list, paragraphs } from './html.ts';
import { blogPostsOf } from './pages/blog.ts';
import { sampleCards, styleTile } from './shop.ts';
import type { SellingStore } from './shop.ts';
import type {
  HeroImage,
  LandingScreen,
  Locale,
  Localized,
  MenuItem,
  ProductCard,
  StorefrontId,
} from './types.ts';

type MenuRow = readonly [label: string, href: string];

const menu = (rows: readonly MenuRow[]): MenuItem[] =>
  rows.map(([label, href]) => ({ label, href, openInNewTab: false }));

/** The header menu of every store. */
export const HEADER_MENUS: Record<StorefrontId, Localized<MenuItem[]>> = {
  boxup: {
    en: menu([
      ['Shop All Boxes', '/shop-all-boxes'],
      ['$1 Samples', '/shop-all-sample-boxes'],
      ['Mailer Boxes', '/product-collection/mailer-boxes'],
      ['Template Maker', '/template-maker'],
      ['Artwork Guidelines', '/view/artwork-guidelines'],
      ['Help & FAQ', '/view/faq'],
      ['Blog', '/blog'],
    ]),
    de: menu([
      ['Alle Schachteln', '/shop-all-boxes'],
      ['Muster für 1 $', '/shop-all-sample-boxes'],
      ['Mailerboxen', '/product-collection/mailer-boxes'],
      ['Vorlagen-Generator', '/template-maker'],
      ['Druckdaten', '/view/artwork-guidelines'],
      ['Hilfe & FAQ', '/view/faq'],
      ['Blog', '/blog'],
    ]),
  },
  ybd: {
    en: menu([
      ['The Collection', '/shop-all-boxes'],
      ['Sample Boxes', '/shop-all-sample-boxes'],
      ['Template Maker', '/template-maker'],
      ['Design Help', '/view/designer-help'],
      ['Visit the Showroom', '/view/contact'],
      ['About YBD', '/view/about'],
    ]),
    de: menu([
      ['Die Kollektion', '/shop-all-boxes'],
      ['Musterschachteln', '/shop-all-sample-boxes'],
      ['Vorlagen-Generator', '/template-maker'],
      ['Hilfe zum Gestalten', '/view/designer-help'],
      ['Showroom besuchen', '/view/contact'],
      ['Über YBD', '/view/about'],
    ]),
  },
  kartonwerk: {
    de: menu([
      ['Schachtelarten', '/shop-all-boxes'],
      ['Stanzkontur erstellen', '/template-maker'],
      ['Online gestalten', '/template-designer'],
      ['Druckdaten herunterladen', '/download-artwork'],
      ['Über Kartonwerk', '/view/about'],
    ]),
    en: menu([
      ['Box styles', '/shop-all-boxes'],
      ['Create a dieline', '/template-maker'],
      ['Design online', '/template-designer'],
      ['Download artwork', '/download-artwork'],
      ['About Kartonwerk', '/view/about'],
    ]),
  },
};

function carouselCards(store: StorefrontId, locale: Locale): ProductCard[] {
  return BOX_STYLES.map((style) => {
    const tile = styleTile(store, style, locale);
    return { ...tile, image: image(store, style.subject, 'carousel-tile', tile.title) };
  });
}

function blogCards(store: SellingStore, locale: Locale): ProductCard[] {
  const button: Localized<string> = { en: 'Read the article', de: 'Artikel lesen' };
  return blogPostsOf(store).map((post) => {
    const page = post.page[locale];
    return {
      id: post.path.replace('blog/post/', 'blog-'),
      title: page.title,
      descriptionHtml: paragraphs(post.excerpt[locale]),
      image: page.image ?? image(store, 'hero', 'intersected', page.title),
      buttonText: button[locale],
      openInNewTab: false,
      redirectUri: `/${post.path}`,
    };
  });
}

/** The home page (landing screen) of a store. */
export function landingScreenFor(store: StorefrontId, locale: Locale): LandingScreen {
  const hero = (alt: string): HeroImage => ({
    ...image(store, 'hero', 'carousel', alt),
    mobile: image(store, 'hero', 'carousel-mobile', alt),
  });
  if (store === 'kartonwerk') {
    const copy: Localized<{ heading: string; intro: string }> = {
      de: {
        heading: 'Ihre Schachtel, millimetergenau gestaltet',
        intro:
          'Wählen Sie eine Schachtelart, erzeugen Sie die Stanzkontur in Ihren Maßen und gestalten Sie Ihr Druckbild direkt auf der Vorlage.',
      },
      en: {
        heading: 'Your box, designed to the millimetre',
        intro:
          'Choose a box style, generate the dieline in your dimensions and design your artwork right on the template.',
      },
    };
    const sections: Localized<LandingScreen['sections']> = {
      de: [
        {
          title: 'So funktioniert es',
          bodyHtml: list([
            '<strong>Schachtelart wählen:</strong> sieben Bauarten vom Mailer bis zur Giebelschachtel.',
            '<strong>Innenmaße eingeben:</strong> in Millimetern; Beschnitt und Sicherheitsabstand werden eingezeichnet.',
            '<strong>Gestalten und herunterladen:</strong> im Online-Designer oder als SVG und PDF für Ihr Grafikprogramm.',
          ]),
          cards: [],
        },
        {
          title: 'Schachtelarten',
          bodyHtml: paragraphs(
            'Jede Vorlage entspricht einer gängigen FEFCO- oder ECMA-Bauart, damit Ihre Druckerei sie sofort versteht.',
          ),
          cards: carouselCards(store, 'de'),
        },
        {
          title: 'Druckdaten, die passen',
          bodyHtml: paragraphs(
            `Fertig gestaltet? ${link('/download-artwork', 'Laden Sie Ihre Druckdaten herunter')} oder lassen Sie sie für 19 € von unserer Druckvorstufe prüfen. Mehr ${link('/view/about', 'über Kartonwerk')}.`,
          ),
          cards: [],
        },
      ],
      en: [
        {
          title: 'How it works',
          bodyHtml: list([
            '<strong>Choose a box style:</strong> seven styles, from the mailer to the gable box.',
            '<strong>Enter inside dimensions:</strong> in millimetres; bleed and safe zone are drawn in.',
            '<strong>Design and download:</strong> in the online designer, or as SVG and PDF for your design software.',
          ]),
          cards: [],
        },
        {
          title: 'Box styles',
          bodyHtml: paragraphs(
            'Every template matches a common FEFCO or ECMA style, so your print shop understands it straight away.',
          ),
          cards: carouselCards(store, 'en'),
        },
        {
          title: 'Print files that fit',
          bodyHtml: paragraphs(
            `Finished designing? ${link('/download-artwork', 'Download your artwork')} or have our prepress team check it for €19. More ${link('/view/about', 'about Kartonwerk')}.`,
          ),
          cards: [],
        },
      ],
    };
    return {
      heading: copy[locale].heading,
      introHtml: paragraphs(copy[locale].intro),
      hero: hero(
        locale === 'de'
          ? 'Kartonwerk: Versandkarton, Mailer und Geschenk-Mailer'
          : 'Kartonwerk: a shipping box, a mailer and a gift mailer',
      ),
      sections: sections[locale],
    };
  }

  const brand = BRAND_FACTS[store];
  if (store === 'ybd') {
    const copy: Localized<LandingScreen> = {
      en: {
        heading: 'Welcome to the YBD Showroom',
        introHtml: paragraphs(
          'Touch the boards, compare the finishes and build your selection with a packaging consultant. Every box on display can be sized and printed for you.',
        ),
        hero: hero('The YBD showroom collection'),
        sections: [
          {
            title: 'The showroom collection',
            bodyHtml: paragraphs(
              'Seven premium box styles, each on display in kraft and white board with matte and gloss finishes.',
            ),
            cards: carouselCards(store, 'en'),
          },
          {
            title: 'Plan your visit',
            bodyHtml: paragraphs(
              `${brand.address.join(', ')}. ${brand.hours.en}.`,
              `${link('/view/contact', 'Book an appointment')} or a video consultation; bring the products you want to pack.`,
            ),
            cards: [],
          },
          {
            title: 'Quotes for larger runs',
            bodyHtml: paragraphs(
              'From 1,000 boxes, your consultant prepares a written quote within two business days and plans quantities with you, carton by carton.',
            ),
            cards: [],
          },
          {
            title: '$1 Sample Boxes',
            bodyHtml: paragraphs(
              'Take the decision home: up to three unprinted samples for $1 each, shipping included.',
            ),
            cards: sampleCards(store, 'en'),
          },
          {
            title: 'From the journal',
            bodyHtml: paragraphs('Notes from the showroom floor.'),
            cards: blogCards(store, 'en'),
          },
        ],
      },
      de: {
        heading: 'Willkommen im YBD Showroom',
        introHtml: paragraphs(
          'Materialien fühlen, Veredelungen vergleichen und die Auswahl mit Ihrer Verpackungsberatung zusammenstellen. Jede ausgestellte Schachtel fertigen wir in Ihrem Format.',
        ),
        hero: hero('Die Kollektion des YBD Showrooms'),
        sections: [
          {
            title: 'Die Showroom-Kollektion',
            bodyHtml: paragraphs(
              'Sieben Premium-Bauarten, jede in braunem und weißem Karton mit matter und glänzender Veredelung ausgestellt.',
            ),
            cards: carouselCards(store, 'de'),
          },
          {
            title: 'Ihr Besuch',
            bodyHtml: paragraphs(
              `${brand.address.join(', ')}. ${brand.hours.de}.`,
              `${link('/view/contact', 'Termin vereinbaren')} oder Videoberatung buchen; bringen Sie die Produkte mit, die verpackt werden sollen.`,
            ),
            cards: [],
          },
          {
            title: 'Angebote für größere Auflagen',
            bodyHtml: paragraphs(
              'Ab 1.000 Schachteln erstellt Ihre Beratung innerhalb von zwei Werktagen ein schriftliches Angebot und plant die Mengen mit Ihnen, Karton für Karton.',
            ),
            cards: [],
          },
          {
            title: 'Musterschachteln für 1 $',
            bodyHtml: paragraphs(
              'Nehmen Sie die Entscheidung mit nach Hause: bis zu drei unbedruckte Muster für je 1 $, Versand inklusive.',
            ),
            cards: sampleCards(store, 'de'),
          },
          {
            title: 'Aus dem Journal',
            bodyHtml: paragraphs('Notizen aus dem Showroom.'),
            cards: blogCards(store, 'de'),
          },
        ],
      },
    };
    return copy[locale];
  }

  const copy: Localized<LandingScreen> = {
    en: {
      heading: 'Custom printed boxes that ship your brand',
      introHtml: paragraphs(
        `Choose a box style, set your size, design it online or upload your artwork, and we print and ship it. Try a ${link('/shop-all-sample-boxes', '$1 sample box')} before you order.`,
      ),
      hero: hero('A BoxUp shipping box, mailer box and gift mailer'),
      sections: [
        {
          title: 'Find your box style',
          bodyHtml: paragraphs(
            'Seven box styles in any size, printed from a single box to thousands.',
          ),
          cards: carouselCards(store, 'en'),
        },
        {
          title: '$1 Sample Boxes',
          bodyHtml: paragraphs(
            'Feel the board and check the fit before you order: up to three samples for $1 each, shipping included.',
          ),
          cards: sampleCards(store, 'en'),
        },
        {
          title: 'Why BoxUp',
          bodyHtml:
            list([
              '<strong>Seven box styles in any size</strong>, made to your inside dimensions.',
              `<strong>Free online designer and templates</strong>, or upload files that follow our ${link('/view/artwork-guidelines', 'artwork guidelines')}.`,
              '<strong>Price falls as your quantity grows</strong>, with no minimum order.',
            ]) + paragraphs(`Read ${link('/view/reviews', 'what our customers say')}.`),
          cards: [],
        },
        {
          title: 'From the blog',
          bodyHtml: paragraphs('Guides to sizing, artwork and shipping with less packaging.'),
          cards: blogCards(store, 'en'),
        },
      ],
    },
    de: {
      heading: 'Bedruckte Schachteln, die Ihre Marke verschicken',
      introHtml: paragraphs(
        `Schachtelart wählen, Größe festlegen, online gestalten oder Druckdaten hochladen – wir drucken und liefern. Testen Sie vorher eine ${link('/shop-all-sample-boxes', 'Musterschachtel für 1 $')}.`,
      ),
      hero: hero('Ein Versandkarton, ein Mailer und ein Geschenk-Mailer von BoxUp'),
      sections: [
        {
          title: 'Finden Sie Ihre Schachtelart',
          bodyHtml: paragraphs(
            'Sieben Schachtelarten in jeder Größe, gedruckt ab einer Schachtel bis zu Tausenden.',
          ),
          cards: carouselCards(store, 'de'),
        },
        {
          title: 'Musterschachteln für 1 $',
          bodyHtml: paragraphs(
            'Karton fühlen und Passform prüfen, bevor Sie bestellen: bis zu drei Muster für je 1 $, Versand inklusive.',
          ),
          cards: sampleCards(store, 'de'),
        },
        {
          title: 'Warum BoxUp',
          bodyHtml:
            list([
              '<strong>Sieben Schachtelarten in jeder Größe</strong>, nach Ihren Innenmaßen gefertigt.',
              `<strong>Kostenloser Online-Designer und Vorlagen</strong> oder Upload nach unseren ${link('/view/artwork-guidelines', 'Druckdaten-Richtlinien')}.`,
              '<strong>Je größer die Menge, desto günstiger</strong> – ohne Mindestbestellmenge.',
            ]) + paragraphs(`Lesen Sie, ${link('/view/reviews', 'was unsere Kundschaft sagt')}.`),
          cards: [],
        },
        {
          title: 'Aus dem Blog',
          bodyHtml: paragraphs(
            'Anleitungen zu Größen, Druckdaten und Versand mit weniger Verpackung.',
          ),
          cards: blogCards(store, 'de'),
        },
      ],
    },
  };
  return copy[locale];
}
