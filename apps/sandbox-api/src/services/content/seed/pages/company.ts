import { BOX_STYLES } from '../box-styles.ts';
import { BRAND_FACTS, image } from '../brands.ts';
import { img, link, list, paragraphs } from '../html.ts';
import { REVIEWS, reviewSummaryOf } from '../reviews.ts';
import { productSeedOf } from '../shop.ts';
import type { SellingStore } from '../shop.ts';
import type { Locale, Localized, PageSeed } from '../types.ts';
import { contactForm, customerStoryForm, customStructureForm } from './forms.ts';

const UPDATED = '2026-10-20T15:30:00.000Z';

/** `view/about`. */
export function about(store: SellingStore): Localized<PageSeed> {
  if (store === 'ybd') {
    const picture = (locale: Locale) =>
      img(
        image(
          'ybd',
          'showroom',
          'intersected',
          locale === 'de' ? 'Schachteln auf dem Showroom-Podest' : 'Boxes on the showroom plinth',
        ),
      );
    return {
      en: {
        title: 'About the YBD Showroom',
        description:
          'YBD is a packaging showroom in SoHo, New York, where brands choose premium printed boxes in person with a consultant.',
        updatedAt: UPDATED,
        bodyHtml:
          '<h2>Your Box, Designed</h2>' +
          paragraphs(
            'YBD began in 2019 as a small packaging studio working for fashion and beauty labels in New York. Our clients kept asking the same thing: can we see it and feel it before we order? In 2021 we opened the showroom at 88 Greene Street to answer that question.',
            'Today every box style we sell stands on our tables in every board and finish: kraft and white, matte and gloss, with and without inside print. You can pack your own product, compare options side by side and leave with a selection and a quote.',
          ) +
          picture('en') +
          '<h2>How we work</h2>' +
          list([
            '<strong>Consultants, not sales scripts.</strong> Each client works with one packaging consultant from the first visit to delivery.',
            '<strong>A studio on site.</strong> Our designers place your artwork on the exact dieline and prepare proofs while you wait for simple jobs.',
            '<strong>Production you can trust.</strong> Boxes are made by our sister company BoxUp in Arlington, Texas, on recycled board with water-based inks.',
          ]) +
          '<h2>Who we work with</h2>' +
          paragraphs(
            'Fashion and accessories labels, skincare and fragrance brands, galleries, agencies planning launch kits and companies sending client gifts. Most order between 250 and 5,000 boxes a run.',
            `${link('/view/contact', 'Book a visit')} or read ${link('/view/reviews', 'what our clients say')}.`,
          ),
      },
      de: {
        title: 'Über den YBD Showroom',
        description:
          'YBD ist ein Verpackungs-Showroom in SoHo, New York, in dem Marken Premium-Schachteln persönlich mit einer Beratung auswählen.',
        updatedAt: UPDATED,
        bodyHtml:
          '<h2>Your Box, Designed</h2>' +
          paragraphs(
            'YBD begann 2019 als kleines Verpackungsstudio für Mode- und Beauty-Labels in New York. Unsere Kundschaft fragte immer wieder: Können wir es sehen und anfassen, bevor wir bestellen? 2021 haben wir den Showroom in der Greene Street 88 eröffnet, um genau das zu ermöglichen.',
            'Heute steht jede Bauart, die wir verkaufen, in jedem Karton und jeder Veredelung auf unseren Tischen: braun und weiß, matt und glänzend, mit und ohne Innendruck. Sie packen Ihr eigenes Produkt ein, vergleichen Varianten nebeneinander und gehen mit einer Auswahl und einem Angebot nach Hause.',
          ) +
          picture('de') +
          '<h2>Wie wir arbeiten</h2>' +
          list([
            '<strong>Beratung statt Verkaufsskript.</strong> Jede Kundin und jeder Kunde hat vom ersten Besuch bis zur Lieferung eine feste Verpackungsberatung.',
            '<strong>Ein Studio vor Ort.</strong> Unsere Designer platzieren Ihr Motiv auf der exakten Stanzkontur und bereiten bei einfachen Aufträgen Proofs vor, während Sie warten.',
            '<strong>Verlässliche Fertigung.</strong> Die Schachteln fertigt unser Schwesterunternehmen BoxUp in Arlington, Texas – auf Recyclingkarton mit wasserbasierten Farben.',
          ]) +
          '<h2>Mit wem wir arbeiten</h2>' +
          paragraphs(
            'Mode- und Accessoire-Labels, Hautpflege- und Duftmarken, Galerien, Agenturen mit Launch-Kits und Unternehmen, die Kundengeschenke verschicken. Die meisten bestellen 250 bis 5.000 Schachteln pro Auflage.',
            `${link('/view/contact', 'Besuch vereinbaren')} oder lesen, ${link('/view/reviews', 'was unsere Kundschaft sagt')}.`,
          ),
      },
    };
  }
  const picture = (locale: Locale) =>
    img(
      image(
        'boxup',
        'hero',
        'intersected',
        locale === 'de'
          ? 'Ein Versandkarton, ein Mailer und ein Geschenk-Mailer von BoxUp'
          : 'A BoxUp shipping box, mailer box and gift mailer',
      ),
    );
  return {
    en: {
      title: 'About BoxUp',
      description:
        'BoxUp prints custom boxes in any quantity, from one to thousands, in Arlington, Texas, for businesses across the United States and Canada.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Custom boxes for businesses of every size</h2>' +
        paragraphs(
          'BoxUp started in 2016 in a rented corner of a corrugated plant in Arlington, Texas. Our two founders, both packaging engineers, kept hearing the same story from small brands: printed boxes came by the pallet, with a minimum of 5,000 and a six-week wait. Digital printing on corrugated board made small runs possible, and we built BoxUp around it.',
          'Today a team of about 60 people designs, prints and ships custom boxes for more than 20,000 businesses in the United States and Canada, from a candle maker ordering 25 mailers to subscription brands shipping thousands a month.',
        ) +
        picture('en') +
        '<h2>What we believe</h2>' +
        list([
          '<strong>Every quantity deserves good packaging.</strong> You can order a single box, and the price falls as your quantity grows.',
          `<strong>The right size is the greenest box.</strong> A box that fits needs less board, less filler and less space in the truck. Read more in ${link('/blog/post/thoughtful-usage-and-consumption', 'Thoughtful usage and consumption')}.`,
          '<strong>People check every file.</strong> Our prepress team looks at every upload and sends a proof before anything is printed.',
        ]) +
        '<h2>How your boxes are made</h2>' +
        paragraphs(
          'We print on corrugated board with at least 90% recycled fibre from certified mills, using water-based inks. Offcuts from our cutting tables go back to the mill. Every order is printed, cut and checked in Arlington and shipped flat to save space.',
          `Questions? ${link('/view/contact', 'Contact us')}, or ${link('/view/customer-story-application', 'tell us your story')} and we may feature your brand.`,
        ),
    },
    de: {
      title: 'Über BoxUp',
      description:
        'BoxUp druckt Schachteln in jeder Menge, von einer bis zu Tausenden, in Arlington, Texas – für Unternehmen in den USA und Kanada.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Bedruckte Schachteln für Unternehmen jeder Größe</h2>' +
        paragraphs(
          'BoxUp begann 2016 in einer gemieteten Ecke eines Wellpappenwerks in Arlington, Texas. Unsere beiden Gründer, beide Verpackungsingenieure, hörten von kleinen Marken immer dieselbe Geschichte: Bedruckte Schachteln gab es nur palettenweise, ab 5.000 Stück und mit sechs Wochen Wartezeit. Der Digitaldruck auf Wellpappe machte kleine Auflagen möglich – und darum haben wir BoxUp gebaut.',
          'Heute gestaltet, druckt und versendet ein Team von rund 60 Menschen Schachteln für mehr als 20.000 Unternehmen in den USA und Kanada – von der Kerzenmanufaktur mit 25 Mailern bis zur Abo-Marke mit Tausenden Sendungen im Monat.',
        ) +
        picture('de') +
        '<h2>Woran wir glauben</h2>' +
        list([
          '<strong>Jede Menge verdient gute Verpackung.</strong> Sie können eine einzige Schachtel bestellen, und der Preis sinkt mit der Menge.',
          `<strong>Die passende Größe ist die nachhaltigste Schachtel.</strong> Eine Schachtel, die passt, braucht weniger Karton, weniger Füllmaterial und weniger Platz im Lkw. Mehr dazu in ${link('/blog/post/thoughtful-usage-and-consumption', 'Bewusst nutzen, bewusst verbrauchen')}.`,
          '<strong>Menschen prüfen jede Datei.</strong> Unsere Druckvorstufe sieht sich jeden Upload an und schickt einen Proof, bevor gedruckt wird.',
        ]) +
        '<h2>Wie Ihre Schachteln entstehen</h2>' +
        paragraphs(
          'Wir drucken mit wasserbasierten Farben auf Wellpappe mit mindestens 90 % Recyclingfasern aus zertifizierten Papierfabriken. Verschnitt von unseren Schneidetischen geht zurück in die Papierfabrik. Jede Bestellung wird in Arlington gedruckt, gestanzt und geprüft und platzsparend flach verschickt.',
          `Fragen? ${link('/view/contact', 'Kontakt aufnehmen')} oder ${link('/view/customer-story-application', 'erzählen Sie uns Ihre Geschichte')} – vielleicht stellen wir Ihre Marke vor.`,
        ),
    },
  };
}

/** `view/contact`, with the contact form. */
export function contact(store: SellingStore): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  const address = brand.address.join(', ');
  if (store === 'ybd') {
    return {
      en: {
        title: 'Visit or Contact the YBD Showroom',
        description:
          'Book a showroom visit or a video consultation, or send the YBD team a question. 88 Greene Street, New York.',
        updatedAt: UPDATED,
        form: contactForm('en'),
        bodyHtml:
          '<h2>Visit the showroom</h2>' +
          paragraphs(
            `<strong>${brand.name}</strong>, ${address}`,
            `<strong>Opening hours:</strong> ${brand.hours.en}.`,
            `<strong>Phone:</strong> ${brand.phone}`,
            `<strong>Email:</strong> ${brand.email}`,
          ) +
          '<h2>Book an appointment</h2>' +
          paragraphs(
            'A visit takes about 45 minutes. Bring the products you want to pack and your logo files if you have them. Cannot come to SoHo? We run the same consultation by video and send the boards you are considering by courier.',
            'Use the form below to ask for an appointment or send a question; a consultant replies within one business day.',
          ),
      },
      de: {
        title: 'Besuch und Kontakt | YBD Showroom',
        description:
          'Vereinbaren Sie einen Showroom-Besuch oder eine Videoberatung oder stellen Sie dem YBD-Team eine Frage. Greene Street 88, New York.',
        updatedAt: UPDATED,
        form: contactForm('de'),
        bodyHtml:
          '<h2>Den Showroom besuchen</h2>' +
          paragraphs(
            `<strong>${brand.name}</strong>, ${address}`,
            `<strong>Öffnungszeiten:</strong> ${brand.hours.de}.`,
            `<strong>Telefon:</strong> ${brand.phone}`,
            `<strong>E-Mail:</strong> ${brand.email}`,
          ) +
          '<h2>Termin vereinbaren</h2>' +
          paragraphs(
            'Ein Besuch dauert etwa 45 Minuten. Bringen Sie die Produkte mit, die verpackt werden sollen, und wenn vorhanden Ihre Logodateien. Sie schaffen es nicht nach SoHo? Dieselbe Beratung gibt es per Video, und die Kartons, die Sie in Betracht ziehen, schicken wir per Kurier.',
            'Nutzen Sie das Formular, um einen Termin anzufragen oder eine Frage zu stellen; eine Beratung antwortet innerhalb eines Werktags.',
          ),
      },
    };
  }
  return {
    en: {
      title: 'Contact Us | BoxUp',
      description:
        'Questions about an order, artwork or sizes? Email, call or message the BoxUp support team; we reply within one business day.',
      updatedAt: UPDATED,
      form: contactForm('en'),
      bodyHtml:
        '<h2>We are here to help</h2>' +
        paragraphs(
          `Our support team answers questions about sizes, artwork, proofs and orders ${brand.hours.en}. Most answers arrive the same day, and never later than the next business day.`,
        ) +
        list([
          `<strong>Email:</strong> ${brand.email}`,
          `<strong>Phone:</strong> ${brand.phone}`,
          `<strong>Production and mail:</strong> ${brand.company}, ${brand.address.join(', ')} (no walk-in pick-ups)`,
        ]) +
        paragraphs(
          `Writing about an order? Add your order number so we can find it straight away. Many answers are already in our ${link('/view/faq', 'FAQ')} and ${link('/view/artwork-guidelines', 'artwork guidelines')}.`,
        ),
    },
    de: {
      title: 'Kontakt | BoxUp',
      description:
        'Fragen zu Bestellung, Druckdaten oder Größen? Schreiben Sie dem BoxUp-Support, rufen Sie an oder nutzen Sie das Formular; wir antworten innerhalb eines Werktags.',
      updatedAt: UPDATED,
      form: contactForm('de'),
      bodyHtml:
        '<h2>Wir helfen gern</h2>' +
        paragraphs(
          `Unser Support beantwortet Fragen zu Größen, Druckdaten, Proofs und Bestellungen: ${brand.hours.de}. Die meisten Antworten kommen am selben Tag, spätestens am nächsten Werktag.`,
        ) +
        list([
          `<strong>E-Mail:</strong> ${brand.email}`,
          `<strong>Telefon:</strong> ${brand.phone}`,
          `<strong>Produktion und Post:</strong> ${brand.company}, ${brand.address.join(', ')} (keine Selbstabholung)`,
        ]) +
        paragraphs(
          `Es geht um eine Bestellung? Nennen Sie die Bestellnummer, dann finden wir sie sofort. Viele Antworten stehen schon in den ${link('/view/faq', 'häufigen Fragen')} und den ${link('/view/artwork-guidelines', 'Druckdaten-Richtlinien')}.`,
        ),
    },
  };
}

/** `view/custom-structure-request`, with its form. */
export function customStructureRequest(store: SellingStore): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  const who: Localized<string> =
    store === 'ybd'
      ? {
          en: 'Your consultant brings the request to our structural designer, and you review the plain prototype together in the showroom or by video.',
          de: 'Ihre Beratung gibt die Anfrage an unseren Konstrukteur weiter, und Sie prüfen den unbedruckten Prototyp gemeinsam im Showroom oder per Video.',
        }
      : {
          en: 'Our structural designers in Arlington draw the dieline, cut a plain prototype on our sample table and ship it to you.',
          de: 'Unsere Konstrukteure in Arlington zeichnen die Stanzkontur, schneiden einen unbedruckten Prototyp auf unserem Mustertisch und schicken ihn Ihnen.',
        };
  return {
    en: {
      title: `Custom Structure Request | ${brand.name}`,
      description:
        'Need a box our configurator does not make? Request a custom structure: inserts, windows, unusual shapes or display boxes.',
      updatedAt: UPDATED,
      form: customStructureForm('en'),
      bodyHtml:
        '<h2>Request a custom structure</h2>' +
        paragraphs(
          'Our seven box styles cover most products, but some need more: an insert with die-cut holes for bottles, a window to show what is inside, a counter display or a shape we have not made yet. Tell us about it and we will engineer it.',
        ) +
        '<h2>What happens next</h2>' +
        list([
          'A structural designer reviews your request within two business days and may ask for a sample of your product.',
          who.en,
          'The prototype takes about 10 business days. It is free for runs of 1,000 boxes or more; otherwise we charge $75, credited to your first order of the new structure.',
          'Once you approve the prototype, you receive a quote and a dieline to design on.',
        ]) +
        paragraphs(
          'The more we know, the better the first prototype: dimensions, weight, how you pack and ship, and photos if you have them.',
        ),
    },
    de: {
      title: `Anfrage Sonderkonstruktion | ${brand.name}`,
      description:
        'Sie brauchen eine Schachtel, die unser Konfigurator nicht anbietet? Fragen Sie eine Sonderkonstruktion an: Einsätze, Fenster, besondere Formen oder Displays.',
      updatedAt: UPDATED,
      form: customStructureForm('de'),
      bodyHtml:
        '<h2>Sonderkonstruktion anfragen</h2>' +
        paragraphs(
          'Unsere sieben Bauarten passen für die meisten Produkte – manche brauchen mehr: einen Einsatz mit Ausstanzungen für Flaschen, ein Sichtfenster, ein Thekendisplay oder eine Form, die wir noch nie gebaut haben. Beschreiben Sie uns Ihr Vorhaben, und wir konstruieren es.',
        ) +
        '<h2>Wie es weitergeht</h2>' +
        list([
          'Ein Konstrukteur prüft Ihre Anfrage innerhalb von zwei Werktagen und bittet eventuell um ein Muster Ihres Produkts.',
          who.de,
          'Der Prototyp dauert etwa 10 Werktage. Ab 1.000 Schachteln pro Auflage ist er kostenlos, sonst berechnen wir 75 $, die wir mit Ihrer ersten Bestellung der neuen Konstruktion verrechnen.',
          'Nach Freigabe des Prototyps erhalten Sie ein Angebot und eine Stanzkontur zum Gestalten.',
        ]) +
        paragraphs(
          'Je mehr wir wissen, desto besser der erste Prototyp: Maße, Gewicht, wie Sie packen und versenden, und gern Fotos.',
        ),
    },
  };
}

/** `view/customer-story-application`, with its form. */
export function customerStoryApplication(store: SellingStore): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  const perks: Localized<string[]> =
    store === 'ybd'
      ? {
          en: [
            'Your boxes on display in the showroom window on Greene Street for a month.',
            'A feature article and a professional photo shoot of your packaging.',
            'A $250 credit towards your next order.',
          ],
          de: [
            'Ihre Schachteln einen Monat lang im Showroom-Fenster an der Greene Street.',
            'Ein Porträt-Artikel und ein professionelles Fotoshooting Ihrer Verpackung.',
            'Ein Guthaben von 250 $ für Ihre nächste Bestellung.',
          ],
        }
      : {
          en: [
            'A feature article on the BoxUp blog and in our newsletter to more than 40,000 readers.',
            'Professional photos of your boxes that you may use freely.',
            'A $150 credit towards your next order.',
          ],
          de: [
            'Ein Porträt im BoxUp-Blog und in unserem Newsletter an mehr als 40.000 Leserinnen und Leser.',
            'Professionelle Fotos Ihrer Schachteln zur freien Nutzung.',
            'Ein Guthaben von 150 $ für Ihre nächste Bestellung.',
          ],
        };
  return {
    en: {
      title: `Share Your Story | ${brand.name}`,
      description: `Apply to have your business and your packaging featured by ${brand.name}.`,
      updatedAt: UPDATED,
      form: customerStoryForm('en'),
      bodyHtml:
        '<h2>Tell us your packaging story</h2>' +
        paragraphs(
          'We love seeing what our customers build. Every quarter we feature businesses whose packaging tells a story: a clever unboxing, a move to right-sized boxes, a small brand that grew from 25 boxes to 2,500.',
        ) +
        '<h2>What you get</h2>' +
        list(perks.en) +
        '<h2>How it works</h2>' +
        list([
          'Fill in the form below; it takes about five minutes.',
          'We read every application and reply within two weeks.',
          'If you are selected, we arrange an interview and a photo session at a time that suits you.',
        ]),
    },
    de: {
      title: `Ihre Geschichte | ${brand.name}`,
      description: `Bewerben Sie sich, damit ${brand.name} Ihr Unternehmen und Ihre Verpackung vorstellt.`,
      updatedAt: UPDATED,
      form: customerStoryForm('de'),
      bodyHtml:
        '<h2>Erzählen Sie uns Ihre Verpackungsgeschichte</h2>' +
        paragraphs(
          'Wir sehen gern, was unsere Kundschaft aufbaut. Jedes Quartal stellen wir Unternehmen vor, deren Verpackung eine Geschichte erzählt: ein cleveres Auspackerlebnis, der Umstieg auf passgenaue Schachteln, eine kleine Marke, die von 25 auf 2.500 Schachteln gewachsen ist.',
        ) +
        '<h2>Was Sie bekommen</h2>' +
        list(perks.de) +
        '<h2>So funktioniert es</h2>' +
        list([
          'Füllen Sie das Formular aus; das dauert etwa fünf Minuten.',
          'Wir lesen jede Bewerbung und antworten innerhalb von zwei Wochen.',
          'Werden Sie ausgewählt, vereinbaren wir ein Interview und ein Fotoshooting zu einem passenden Termin.',
        ]),
    },
  };
}

/** The product slugs of the seven box styles, in the storefront's order. */
const REVIEWED_BOXES = BOX_STYLES.map((style) => style.productSlug);

/** `view/reviews`: ratings per box style and a few customer voices, from the reviews seed. */
export function reviewsPage(store: SellingStore): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  const all = REVIEWED_BOXES.flatMap((slug) => REVIEWS[slug] ?? []);
  const average = Math.round((all.reduce((sum, r) => sum + r.rating, 0) / all.length) * 10) / 10;
  const rows = (locale: Locale) =>
    list(
      REVIEWED_BOXES.map((slug) => {
        const summary = reviewSummaryOf(slug);
        const title = productSeedOf(slug)?.title[locale] ?? slug;
        const count = summary?.count ?? 0;
        const rating = summary?.average ?? 0;
        return locale === 'de'
          ? `${link(`/product/${slug}`, title)}: ${String(rating).replace('.', ',')} von 5 (${count} Bewertungen)`
          : `${link(`/product/${slug}`, title)}: ${rating} out of 5 (${count} reviews)`;
      }),
    );
  const quotes = all
    .filter((review) => review.rating === 5)
    .slice(0, 3)
    .map((review) => `<p><em>“${review.body}”</em> – <strong>${review.author}</strong></p>`)
    .join('');
  const intro: Localized<string> =
    store === 'ybd'
      ? {
          en: 'Our showroom clients review the boxes after delivery. These are the same reviews you see on each product page, unedited.',
          de: 'Unsere Showroom-Kundschaft bewertet die Schachteln nach der Lieferung. Es sind dieselben Bewertungen wie auf den Produktseiten, unbearbeitet.',
        }
      : {
          en: 'Every review comes from a verified BoxUp order and is published unedited, good or bad. Here is how each box style is rated.',
          de: 'Jede Bewertung stammt aus einer bestätigten BoxUp-Bestellung und wird unbearbeitet veröffentlicht, ob gut oder schlecht. So werden die einzelnen Bauarten bewertet.',
        };
  return {
    en: {
      title: `Customer Reviews | ${brand.name}`,
      description: `Customers rate ${brand.name} boxes ${average} out of 5 on average. Read reviews for every box style.`,
      updatedAt: UPDATED,
      bodyHtml:
        `<h2>${average} out of 5 from ${all.length} reviews</h2>` +
        paragraphs(intro.en) +
        '<h2>Ratings by box style</h2>' +
        rows('en') +
        '<h2>What customers say</h2>' +
        quotes +
        paragraphs(
          `Ordered from us? ${link('/view/customer-story-application', 'Share your story')} with us.`,
        ),
    },
    de: {
      title: `Kundenbewertungen | ${brand.name}`,
      description: `Kundinnen und Kunden bewerten ${brand.name}-Schachteln im Schnitt mit ${String(average).replace('.', ',')} von 5. Lesen Sie die Bewertungen zu jeder Bauart.`,
      updatedAt: UPDATED,
      bodyHtml:
        `<h2>${String(average).replace('.', ',')} von 5 aus ${all.length} Bewertungen</h2>` +
        paragraphs(intro.de) +
        '<h2>Bewertungen nach Bauart</h2>' +
        rows('de') +
        '<h2>Was Kundinnen und Kunden sagen</h2>' +
        paragraphs('Die Bewertungen werden im englischen Original wiedergegeben.') +
        quotes +
        paragraphs(
          `Bei uns bestellt? ${link('/view/customer-story-application', 'Erzählen Sie uns Ihre Geschichte')}.`,
        ),
    },
  };
}

/** `view/current-promotions`. */
export function currentPromotions(store: SellingStore): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  if (store === 'ybd') {
    return {
      en: {
        title: 'Current Offers | YBD Showroom',
        description:
          'Showroom offers: 15% off within 30 days of your visit, a free printed proof for gift mailers and $1 samples to take home.',
        updatedAt: UPDATED,
        bodyHtml:
          '<h2>Current showroom offers</h2>' +
          '<h3>15% off after your visit</h3>' +
          paragraphs(
            'Place your order within 30 days of a showroom visit or video consultation and use the code <strong>SHOWROOM15</strong> at checkout for 15% off the boxes. Your consultant gives you the code at the end of your visit.',
          ) +
          '<h3>Free printed proof for gift mailers</h3>' +
          paragraphs(
            'Ordering 250 gift mailers or more? We print a proof on the real board and finish before production, at no charge (usually $35).',
          ) +
          '<h3>Samples to take home</h3>' +
          paragraphs(
            `Take up to three unprinted samples from the showroom, or order them online as ${link('/shop-all-sample-boxes', '$1 sample boxes')}.`,
          ) +
          '<h3>Holiday gifting evenings</h3>' +
          paragraphs(
            'Every Thursday in November the showroom stays open until 8 pm for gift-box consultations. Order by December 5 for delivery before the holidays.',
          ) +
          '<h2>The fine print</h2>' +
          list([
            'One promotion code per order; codes do not apply to shipping, samples or service charges.',
            'SHOWROOM15 is valid until December 31, 2026.',
            `Questions? Call ${brand.phone}.`,
          ]),
      },
      de: {
        title: 'Aktuelle Angebote | YBD Showroom',
        description:
          'Showroom-Angebote: 15 % Rabatt innerhalb von 30 Tagen nach Ihrem Besuch, ein kostenloser gedruckter Proof für Geschenk-Mailer und Muster für 1 $.',
        updatedAt: UPDATED,
        bodyHtml:
          '<h2>Aktuelle Showroom-Angebote</h2>' +
          '<h3>15 % Rabatt nach Ihrem Besuch</h3>' +
          paragraphs(
            'Bestellen Sie innerhalb von 30 Tagen nach einem Showroom-Besuch oder einer Videoberatung und geben Sie im Checkout den Code <strong>SHOWROOM15</strong> ein: 15 % Rabatt auf die Schachteln. Den Code erhalten Sie am Ende Ihres Besuchs.',
          ) +
          '<h3>Gedruckter Proof für Geschenk-Mailer gratis</h3>' +
          paragraphs(
            'Sie bestellen 250 Geschenk-Mailer oder mehr? Wir drucken vor der Produktion einen Proof auf dem echten Karton mit Veredelung – kostenlos (sonst 35 $).',
          ) +
          '<h3>Muster zum Mitnehmen</h3>' +
          paragraphs(
            `Nehmen Sie bis zu drei unbedruckte Muster aus dem Showroom mit oder bestellen Sie sie online als ${link('/shop-all-sample-boxes', 'Musterschachteln für 1 $')}.`,
          ) +
          '<h3>Abende für Geschenkverpackungen</h3>' +
          paragraphs(
            'Jeden Donnerstag im November hat der Showroom für Beratungen zu Geschenkschachteln bis 20 Uhr geöffnet. Bestellen Sie bis zum 5. Dezember für eine Lieferung vor den Feiertagen.',
          ) +
          '<h2>Das Kleingedruckte</h2>' +
          list([
            'Ein Aktionscode pro Bestellung; Codes gelten nicht für Versand, Muster oder Servicegebühren.',
            'SHOWROOM15 gilt bis zum 31. Dezember 2026.',
            `Fragen? Rufen Sie ${brand.phone} an.`,
          ]),
      },
    };
  }
  return {
    en: {
      title: 'Current Promotions | BoxUp',
      description:
        '10% off your first printed order, free ground shipping over $750 and $1 sample boxes. See the current BoxUp promotions.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Current promotions</h2>' +
        '<h3>10% off your first printed order</h3>' +
        paragraphs(
          'New to BoxUp? Use the code <strong>FIRSTRUN10</strong> at checkout for 10% off your first order of 50 printed boxes or more.',
        ) +
        '<h3>Free ground shipping over $750</h3>' +
        paragraphs(
          'Orders with a box subtotal over $750 ship free by ground to any address in the contiguous United States. No code needed; the discount appears at checkout.',
        ) +
        '<h3>$1 sample boxes</h3>' +
        paragraphs(
          `Try up to three ${link('/shop-all-sample-boxes', 'sample boxes')} for $1 each, shipping included, before you commit to a size.`,
        ) +
        '<h3>Holiday deadline</h3>' +
        paragraphs(
          'Approve your proof by December 5 to receive your boxes before December 19 with standard production and ground shipping.',
        ) +
        '<h2>The fine print</h2>' +
        list([
          'One promotion code per order; codes do not apply to shipping, samples, inserts or service charges.',
          'FIRSTRUN10 is valid once per business account until December 31, 2026.',
          'Promotions cannot be applied to orders that have already been placed.',
        ]),
    },
    de: {
      title: 'Aktuelle Aktionen | BoxUp',
      description:
        '10 % Rabatt auf Ihre erste Druckbestellung, kostenloser Standardversand ab 750 $ und Musterschachteln für 1 $. Die aktuellen BoxUp-Aktionen.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Aktuelle Aktionen</h2>' +
        '<h3>10 % Rabatt auf Ihre erste Druckbestellung</h3>' +
        paragraphs(
          'Neu bei BoxUp? Mit dem Code <strong>FIRSTRUN10</strong> erhalten Sie im Checkout 10 % Rabatt auf Ihre erste Bestellung ab 50 bedruckten Schachteln.',
        ) +
        '<h3>Kostenloser Standardversand ab 750 $</h3>' +
        paragraphs(
          'Bestellungen mit einem Schachtelwert über 750 $ versenden wir kostenlos per Standardversand an jede Adresse im US-Festland. Ohne Code; der Rabatt erscheint im Checkout.',
        ) +
        '<h3>Musterschachteln für 1 $</h3>' +
        paragraphs(
          `Testen Sie bis zu drei ${link('/shop-all-sample-boxes', 'Musterschachteln')} für je 1 $ inklusive Versand, bevor Sie sich auf eine Größe festlegen.`,
        ) +
        '<h3>Weihnachtsfrist</h3>' +
        paragraphs(
          'Geben Sie Ihren Proof bis zum 5. Dezember frei, dann erhalten Sie Ihre Schachteln mit Standardproduktion und -versand vor dem 19. Dezember.',
        ) +
        '<h2>Das Kleingedruckte</h2>' +
        list([
          'Ein Aktionscode pro Bestellung; Codes gelten nicht für Versand, Muster, Einsätze oder Servicegebühren.',
          'FIRSTRUN10 gilt einmal pro Geschäftskonto bis zum 31. Dezember 2026.',
          'Aktionen lassen sich nicht auf bereits aufgegebene Bestellungen anwenden.',
        ]),
    },
  };
}

const MAILERS = [
  'custom-mailer-box',
  'custom-square-mailer-box',
  'custom-gift-mailer-box',
  'custom-end-open-mailer-box',
  'custom-document-mailer-box',
];

/** `product-collection/mailer-boxes`: the mailer family and how to choose. */
export function mailerCollection(store: SellingStore): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  const items = (locale: Locale) =>
    list(
      MAILERS.map((slug) => {
        const product = productSeedOf(slug);
        const title = product?.title[locale] ?? slug;
        const lead = (product?.description[locale] ?? '').replace(/^<p>/, '').split('</p>')[0];
        return `<strong>${link(`/product/${slug}`, title)}</strong>: ${lead}`;
      }),
    );
  const visit: Localized<string> =
    store === 'ybd'
      ? {
          en: `Every mailer is on display in the showroom. ${link('/view/contact', 'Book a visit')} to compare them with your own product.`,
          de: `Jeder Mailer ist im Showroom ausgestellt. ${link('/view/contact', 'Vereinbaren Sie einen Besuch')}, um sie mit Ihrem eigenen Produkt zu vergleichen.`,
        }
      : {
          en: `Still deciding? Order up to three ${link('/shop-all-sample-boxes', '$1 sample boxes')} and test them with your product.`,
          de: `Noch unentschlossen? Bestellen Sie bis zu drei ${link('/shop-all-sample-boxes', 'Musterschachteln für 1 $')} und testen Sie sie mit Ihrem Produkt.`,
        };
  return {
    en: {
      title: `Custom Mailer Boxes | ${brand.name}`,
      description:
        'Printed mailer boxes for e-commerce, subscriptions and gifts: tuck-front, square, gift, end open and document mailers in your size.',
      updatedAt: UPDATED,
      image: image(store, 'mailer-box', 'intersected', 'Printed mailer box'),
      bodyHtml:
        '<h2>Mailer boxes</h2>' +
        paragraphs(
          'Mailers are boxes made to be posted: they close without tape, protect their contents and are the first thing your customer opens. Five mailer styles, one purpose each.',
        ) +
        items('en') +
        '<h2>Which mailer is right for you?</h2>' +
        list([
          'Shipping everyday products from an online shop: the tuck-front mailer.',
          'Candles, cosmetics or folded apparel: the square mailer.',
          'Gifts, launch kits and premium unboxing: the gift mailer.',
          'Long, flat products you slide in: the end open mailer.',
          'Documents, prints and catalogues: the document mailer.',
        ]) +
        paragraphs(visit.en),
    },
    de: {
      title: `Bedruckte Mailerboxen | ${brand.name}`,
      description:
        'Bedruckte Mailer für Onlineshops, Abos und Geschenke: mit Einstecklasche, quadratisch, als Geschenk-, Stirnseiten- und Dokumentenmailer in Ihrer Größe.',
      updatedAt: UPDATED,
      image: image(store, 'mailer-box', 'intersected', 'Bedruckte Mailerbox'),
      bodyHtml:
        '<h2>Mailerboxen</h2>' +
        paragraphs(
          'Mailer sind Schachteln für den Versand: Sie schließen ohne Klebeband, schützen ihren Inhalt und sind das Erste, was Ihre Kundschaft öffnet. Fünf Mailer-Bauarten, jede mit einem Zweck.',
        ) +
        items('de') +
        '<h2>Welcher Mailer passt zu Ihnen?</h2>' +
        list([
          'Alltagsprodukte aus dem Onlineshop: der Mailer mit Einstecklasche.',
          'Kerzen, Kosmetik oder gefaltete Kleidung: der quadratische Mailer.',
          'Geschenke, Launch-Kits und Premium-Auspacken: der Geschenk-Mailer.',
          'Lange, flache Produkte zum Hineinschieben: der Stirnseiten-Mailer.',
          'Dokumente, Drucke und Kataloge: der Dokumentenmailer.',
        ]) +
        paragraphs(visit.de),
    },
  };
}
