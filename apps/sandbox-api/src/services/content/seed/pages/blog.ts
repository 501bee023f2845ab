import { BRAND_FACTS, image } from '../brands.ts';
import { img, link, list, paragraphs } from '../html.ts';
import type { SellingStore } from '../shop.ts';
import type { BlogPostSummary, Locale, Localized, PageSeed } from '../types.ts';

/** A blog post of a selling store. */
export interface BlogPost {
  /** Page path, `blog/post/{slug}`. */
  path: string;
  publishedAt: string;
  excerpt: Localized<string>;
  page: Localized<PageSeed>;
}

const THOUGHTFUL_PATH = 'blog/post/thoughtful-usage-and-consumption';

function thoughtfulUsage(store: SellingStore): BlogPost {
  const publishedAt = '2026-04-22T08:00:00.000Z';
  const hero = image(
    store,
    'blog-recycling',
    'intersected',
    'Mailer box printed with a recycling symbol',
  );
  const heroDe = image(
    store,
    'blog-recycling',
    'intersected',
    'Mailerbox mit aufgedrucktem Recycling-Symbol',
  );
  const closing: Localized<string> =
    store === 'ybd'
      ? {
          en:
            '<h2>Try it in the showroom</h2>' +
            paragraphs(
              `The right-size table in our showroom holds every mailer and shipper in several sizes. Bring your product, and your consultant will help you find the smallest box that protects it, then check the board and finish against your brand. ${link('/view/contact', 'Book a visit')}.`,
            ),
          de:
            '<h2>Im Showroom ausprobieren</h2>' +
            paragraphs(
              `Am Größentisch in unserem Showroom liegt jeder Mailer und jeder Versandkarton in mehreren Größen. Bringen Sie Ihr Produkt mit; Ihre Beratung hilft Ihnen, die kleinste Schachtel zu finden, die es schützt, und prüft Karton und Veredelung mit Ihnen. ${link('/view/contact', 'Besuch vereinbaren')}.`,
            ),
        }
      : {
          en:
            '<h2>How we help at BoxUp</h2>' +
            paragraphs(
              `Every BoxUp box is made to the inside dimensions you enter, in steps of 1/16 in, so you never have to round up to the next stock size. Not sure yet? Order up to three ${link('/shop-all-sample-boxes', '$1 sample boxes')} and test the fit with your own product before you print.`,
            ),
          de:
            '<h2>So hilft BoxUp</h2>' +
            paragraphs(
              `Jede BoxUp-Schachtel entsteht nach den Innenmaßen, die Sie eingeben, in Schritten von 1/16 Zoll – Sie müssen nie auf die nächste Lagergröße aufrunden. Noch unsicher? Bestellen Sie bis zu drei ${link('/shop-all-sample-boxes', 'Musterschachteln für 1 $')} und testen Sie die Passform mit Ihrem Produkt, bevor Sie drucken.`,
            ),
        };
  return {
    path: THOUGHTFUL_PATH,
    publishedAt,
    excerpt: {
      en: 'A box that fits uses less board, less filler and less truck space. How right-sizing, recyclable board and a little planning cut packaging waste.',
      de: 'Eine passende Schachtel braucht weniger Karton, weniger Füllmaterial und weniger Laderaum. Wie passgenaue Größen, recycelbarer Karton und etwas Planung Verpackungsmüll vermeiden.',
    },
    page: {
      en: {
        title: 'Thoughtful usage and consumption',
        description:
          'How right-sized boxes, recyclable corrugated board and ordering what you need reduce packaging waste and shipping costs.',
        updatedAt: publishedAt,
        kind: 'article',
        image: hero,
        bodyHtml:
          '<h2>Thoughtful usage and consumption</h2>' +
          paragraphs(
            'Packaging is the part of a product that people throw away first. That does not make it unimportant: every box is made from fibre, energy and water, travels in a truck and ends up in a recycling bin or a landfill. Using packaging thoughtfully is one of the simplest ways a business that ships can cut waste and cost at the same time. Here is what it looks like in practice.',
          ) +
          img(hero) +
          '<h2>Start with the right size</h2>' +
          paragraphs(
            'An oversized box is the most common packaging waste, and the least visible. The empty space has to be filled with paper or air pillows, the box itself uses more board, and carriers charge for the space it takes up.',
            'Take a product that fits snugly in a 10 × 8 × 4 in box but ships in a stock 12 × 10 × 6 in carton. The larger box holds 720 cubic inches instead of 320, more than twice the volume. Its flat blank needs about 724 square inches of board instead of 447, so right-sizing saves nearly 40% of the material. And because parcel carriers bill by dimensional weight (length × width × height ÷ 139 for most US services), the larger box is billed as 6 lb and the right-sized one as 3 lb, whatever the product weighs.',
            'Measure the product, add about 1/8 in on each side and use that as the inside dimension. If you add tissue paper or an insert, measure with it in place.',
          ) +
          '<h2>Choose board that goes back into the loop</h2>' +
          paragraphs(
            'Corrugated board is recovered for recycling at a higher rate than almost any other packaging material in North America, and its fibres can be recycled five to seven times before they become too short. That loop only works when the box can be recycled easily.',
          ) +
          list([
            'Choose board with a high share of recycled fibre.',
            'Print with water-based inks; they wash out in the pulping process.',
            'Avoid plastic laminates, glitter and large foil areas, which make boxes hard to recycle.',
            'Close shipping boxes with paper tape, or use mailers that need no tape at all.',
          ]) +
          '<h2>Design for a second life</h2>' +
          paragraphs(
            'A box that is kept or reused does not need to be made again. Mailers with a tear strip and a second adhesive strip can carry a return without a new box. An inside print that people enjoy turns a mailer into storage for a desk drawer or a wardrobe shelf.',
          ) +
          '<h2>Order what you will use</h2>' +
          paragraphs(
            'Large minimum orders lead to boxes sitting in storage until a rebrand makes them obsolete. Small digital print runs let you order what you need for the next few months and adjust the design as you go. Store boxes flat, dry and off the floor, and use them oldest first.',
          ) +
          '<h2>Tell your customers what to do</h2>' +
          paragraphs(
            'People recycle correctly more often when they are told how. A short line printed inside the lid, such as “Flatten me and recycle with paper”, costs nothing and makes it far more likely that your box becomes the next one.',
          ) +
          closing.en,
      },
      de: {
        title: 'Bewusst nutzen, bewusst verbrauchen',
        description:
          'Wie passgenaue Schachteln, recycelbare Wellpappe und bedarfsgerechtes Bestellen Verpackungsmüll und Versandkosten senken.',
        updatedAt: publishedAt,
        kind: 'article',
        image: heroDe,
        bodyHtml:
          '<h2>Bewusst nutzen, bewusst verbrauchen</h2>' +
          paragraphs(
            'Die Verpackung ist der Teil eines Produkts, den man als Erstes wegwirft. Unwichtig ist sie deshalb nicht: Jede Schachtel besteht aus Fasern, Energie und Wasser, fährt im Lkw und landet im Altpapier oder im Restmüll. Verpackung bewusst einzusetzen ist einer der einfachsten Wege, wie ein versendendes Unternehmen zugleich Abfall und Kosten senkt. So sieht das in der Praxis aus.',
          ) +
          img(heroDe) +
          '<h2>Mit der richtigen Größe beginnen</h2>' +
          paragraphs(
            'Eine zu große Schachtel ist der häufigste und zugleich unsichtbarste Verpackungsabfall. Der leere Raum muss mit Papier oder Luftpolstern gefüllt werden, die Schachtel selbst braucht mehr Karton, und Paketdienste berechnen den Platz, den sie einnimmt.',
            'Nehmen wir ein Produkt, das genau in eine Schachtel mit 10 × 8 × 4 Zoll passt, aber in einem Standardkarton mit 12 × 10 × 6 Zoll verschickt wird. Der größere Karton fasst 720 statt 320 Kubikzoll – mehr als das Doppelte. Sein Zuschnitt braucht rund 724 statt 447 Quadratzoll Karton; die passende Größe spart also fast 40 % Material. Und weil Paketdienste nach Volumengewicht abrechnen (Länge × Breite × Höhe ÷ 139 bei den meisten US-Diensten), wird der große Karton mit 6 lb berechnet und der passende mit 3 lb – egal, wie viel das Produkt wiegt.',
            'Messen Sie das Produkt, geben Sie pro Seite etwa 3 mm dazu und verwenden Sie das als Innenmaß. Wenn Seidenpapier oder ein Einsatz dazukommt, messen Sie mit diesem.',
          ) +
          '<h2>Karton wählen, der in den Kreislauf zurückgeht</h2>' +
          paragraphs(
            'Wellpappe wird in Nordamerika häufiger recycelt als fast jedes andere Verpackungsmaterial, und ihre Fasern lassen sich fünf- bis siebenmal wiederverwerten, bevor sie zu kurz werden. Dieser Kreislauf funktioniert aber nur, wenn sich die Schachtel leicht recyceln lässt.',
          ) +
          list([
            'Wählen Sie Karton mit hohem Recyclinganteil.',
            'Drucken Sie mit wasserbasierten Farben; sie lösen sich beim Aufbereiten.',
            'Vermeiden Sie Kunststoffkaschierungen, Glitter und große Folienflächen, die das Recycling erschweren.',
            'Verschließen Sie Versandkartons mit Papierklebeband oder nutzen Sie Mailer, die gar kein Klebeband brauchen.',
          ]) +
          '<h2>Für ein zweites Leben gestalten</h2>' +
          paragraphs(
            'Eine Schachtel, die aufbewahrt oder wiederverwendet wird, muss nicht neu hergestellt werden. Mailer mit Aufreißfaden und zweitem Klebestreifen tragen eine Retoure ohne neue Schachtel. Ein schöner Innendruck macht aus einem Mailer eine Aufbewahrungsbox für Schublade oder Schrank.',
          ) +
          '<h2>Bestellen, was Sie brauchen</h2>' +
          paragraphs(
            'Hohe Mindestmengen führen zu Schachteln, die im Lager liegen, bis ein neues Markendesign sie überflüssig macht. Kleine Digitaldruckauflagen erlauben es, den Bedarf der nächsten Monate zu bestellen und das Design nach und nach anzupassen. Lagern Sie Schachteln flach, trocken und nicht direkt auf dem Boden, und verbrauchen Sie die ältesten zuerst.',
          ) +
          '<h2>Sagen Sie Ihrer Kundschaft, was zu tun ist</h2>' +
          paragraphs(
            'Menschen trennen richtiger, wenn man ihnen sagt, wie. Eine kurze Zeile im Deckel, etwa „Flach falten und ins Altpapier“, kostet nichts und macht es viel wahrscheinlicher, dass aus Ihrer Schachtel die nächste wird.',
          ) +
          closing.de,
      },
    },
  };
}

function measuringGuide(): BlogPost {
  const publishedAt = '2026-08-11T08:00:00.000Z';
  const picture: Localized<ReturnType<typeof image>> = {
    en: image(
      'boxup',
      'blog-measuring',
      'intersected',
      'Shipping box with length, width and height marked',
    ),
    de: image(
      'boxup',
      'blog-measuring',
      'intersected',
      'Versandkarton mit markierter Länge, Breite und Höhe',
    ),
  };
  return {
    path: 'blog/post/how-to-measure-for-a-custom-box',
    publishedAt,
    excerpt: {
      en: 'Length, width, height: the order matters, and so does the 1/8 in you add. A five-minute guide to measuring for a box that fits.',
      de: 'Länge, Breite, Höhe: Die Reihenfolge zählt und die 3 mm Zugabe auch. Eine Anleitung in fünf Minuten für eine Schachtel, die passt.',
    },
    page: {
      en: {
        title: 'How to measure for a custom box',
        description:
          'Measure length, width and height the way box makers do, add the right allowance and avoid the three most common sizing mistakes.',
        updatedAt: publishedAt,
        kind: 'article',
        image: picture.en,
        bodyHtml:
          '<h2>How to measure for a custom box</h2>' +
          paragraphs(
            'Box sizes are always given as inside dimensions in the order length × width × height. Get those three numbers right and your product fits the first time.',
          ) +
          img(picture.en) +
          '<h2>Measure in the right order</h2>' +
          list([
            '<strong>Length</strong> is the longer side of the opening.',
            '<strong>Width</strong> is the shorter side of the opening.',
            '<strong>Height</strong> is the depth, from the opening to the bottom.',
          ]) +
          paragraphs(
            'For a mailer, the opening is the lid, so the height is usually the smallest number. For an end open mailer, the opening is the short end.',
          ) +
          '<h2>Add the allowance</h2>' +
          paragraphs(
            'Measure the product at its widest points and add about 1/8 in on each side: 1/4 in to the length and width. Add more if you wrap the product in tissue paper, and measure with any insert in place.',
          ) +
          '<h2>Three common mistakes</h2>' +
          list([
            'Measuring the outside of an old box: board thickness makes the inside up to 1/4 in smaller.',
            'Swapping length and height: the lid ends up on the wrong side.',
            'Forgetting the packing: filler, inserts and printed cards all take space.',
          ]) +
          paragraphs(
            `Not sure? Order a ${link('/shop-all-sample-boxes', '$1 sample box')} in the style you want and check your product against it.`,
          ),
      },
      de: {
        title: 'Richtig messen für eine individuelle Schachtel',
        description:
          'Länge, Breite und Höhe messen wie ein Verpackungshersteller, die richtige Zugabe wählen und die drei häufigsten Fehler vermeiden.',
        updatedAt: publishedAt,
        kind: 'article',
        image: picture.de,
        bodyHtml:
          '<h2>Richtig messen für eine individuelle Schachtel</h2>' +
          paragraphs(
            'Schachtelgrößen werden immer als Innenmaße in der Reihenfolge Länge × Breite × Höhe angegeben. Stimmen diese drei Zahlen, passt Ihr Produkt beim ersten Mal.',
          ) +
          img(picture.de) +
          '<h2>In der richtigen Reihenfolge messen</h2>' +
          list([
            '<strong>Länge</strong> ist die längere Seite der Öffnung.',
            '<strong>Breite</strong> ist die kürzere Seite der Öffnung.',
            '<strong>Höhe</strong> ist die Tiefe von der Öffnung bis zum Boden.',
          ]) +
          paragraphs(
            'Beim Mailer ist die Öffnung der Deckel, die Höhe daher meist die kleinste Zahl. Beim Stirnseiten-Mailer ist die Öffnung die schmale Seite.',
          ) +
          '<h2>Die Zugabe hinzurechnen</h2>' +
          paragraphs(
            'Messen Sie das Produkt an den breitesten Stellen und geben Sie pro Seite etwa 3 mm dazu, also 6 mm auf Länge und Breite. Bei Seidenpapier mehr; mit Einsatz messen Sie ihn mit.',
          ) +
          '<h2>Drei häufige Fehler</h2>' +
          list([
            'Die Außenmaße einer alten Schachtel messen: Durch die Kartonstärke ist sie innen bis zu 6 mm kleiner.',
            'Länge und Höhe vertauschen: Der Deckel sitzt dann auf der falschen Seite.',
            'Das Packmaterial vergessen: Füllmaterial, Einsätze und Grußkarten brauchen Platz.',
          ]) +
          paragraphs(
            `Unsicher? Bestellen Sie eine ${link('/shop-all-sample-boxes', 'Musterschachtel für 1 $')} in der gewünschten Bauart und prüfen Sie Ihr Produkt daran.`,
          ),
      },
    },
  };
}

function finishGuide(): BlogPost {
  const publishedAt = '2026-09-15T08:00:00.000Z';
  const picture: Localized<ReturnType<typeof image>> = {
    en: image('ybd', 'showroom', 'intersected', 'Three box styles on a showroom plinth'),
    de: image('ybd', 'showroom', 'intersected', 'Drei Schachtelarten auf einem Showroom-Podest'),
  };
  return {
    path: 'blog/post/matte-gloss-or-kraft',
    publishedAt,
    excerpt: {
      en: 'Kraft says natural, white says crisp, gloss makes colours jump and matte feels calm. How our showroom clients choose a board and a finish.',
      de: 'Braun wirkt natürlich, Weiß klar, Glanz lässt Farben leuchten und Matt wirkt ruhig. Wie unsere Showroom-Kundschaft Karton und Veredelung wählt.',
    },
    page: {
      en: {
        title: 'Matte, gloss or kraft: choosing a board and finish',
        description:
          'What kraft and white board, matte and gloss coating do to your colours, and which combination suits which kind of brand.',
        updatedAt: publishedAt,
        kind: 'article',
        image: picture.en,
        bodyHtml:
          '<h2>Matte, gloss or kraft: choosing a board and finish</h2>' +
          paragraphs(
            'The first question on the showroom floor is rarely about size. It is about feel: should the box look natural or polished, quiet or bold? Two choices decide it: the board and the coating.',
          ) +
          img(picture.en) +
          '<h2>Kraft or white board</h2>' +
          paragraphs(
            'Kraft board is brown all the way through. It reads as natural and honest, and dark one- or two-colour logos look excellent on it. Bright colours, however, turn darker because the brown shows through the ink. White board gives colours their full strength and suits photography, pastel palettes and detailed patterns.',
          ) +
          '<h2>Matte or gloss coating</h2>' +
          paragraphs(
            'A gloss aqueous coating makes colours jump and resists scuffs; it suits vivid brands and gift boxes. A matte coating softens reflections and feels calm and premium in the hand, especially on dark colours. Both are water-based and keep the box recyclable.',
          ) +
          '<h2>What our clients choose</h2>' +
          list([
            'Skincare and fragrance: white board, matte coating, one accent colour.',
            'Fashion labels: kraft outside, full-colour print inside.',
            'Launch kits and client gifts: white gift mailers with gloss coating.',
          ]) +
          paragraphs(
            `The fastest way to decide is to hold them side by side. ${link('/view/contact', 'Book a visit')} and bring your logo.`,
          ),
      },
      de: {
        title: 'Matt, glänzend oder braun: Karton und Veredelung wählen',
        description:
          'Was brauner und weißer Karton, matter und glänzender Lack mit Ihren Farben machen und welche Kombination zu welcher Marke passt.',
        updatedAt: publishedAt,
        kind: 'article',
        image: picture.de,
        bodyHtml:
          '<h2>Matt, glänzend oder braun: Karton und Veredelung wählen</h2>' +
          paragraphs(
            'Die erste Frage im Showroom betrifft selten die Größe, sondern die Anmutung: Soll die Schachtel natürlich oder edel wirken, zurückhaltend oder laut? Zwei Entscheidungen bestimmen das – der Karton und der Lack.',
          ) +
          img(picture.de) +
          '<h2>Brauner oder weißer Karton</h2>' +
          paragraphs(
            'Brauner Kraftkarton ist durchgefärbt. Er wirkt natürlich und ehrlich, und dunkle ein- oder zweifarbige Logos sehen darauf hervorragend aus. Leuchtende Farben werden jedoch dunkler, weil das Braun durch die Farbe scheint. Weißer Karton gibt Farben ihre volle Kraft und eignet sich für Fotos, Pastelltöne und feine Muster.',
          ) +
          '<h2>Matter oder glänzender Lack</h2>' +
          paragraphs(
            'Ein glänzender Dispersionslack lässt Farben leuchten und ist abriebfest – passend für kräftige Marken und Geschenkschachteln. Ein matter Lack dämpft Reflexe und fühlt sich ruhig und hochwertig an, besonders bei dunklen Farben. Beide sind wasserbasiert, die Schachtel bleibt recycelbar.',
          ) +
          '<h2>Was unsere Kundschaft wählt</h2>' +
          list([
            'Hautpflege und Düfte: weißer Karton, matter Lack, eine Akzentfarbe.',
            'Modelabels: außen braun, innen vollfarbig bedruckt.',
            'Launch-Kits und Kundengeschenke: weiße Geschenk-Mailer mit Glanzlack.',
          ]) +
          paragraphs(
            `Am schnellsten entscheiden Sie, wenn Sie beides nebeneinander in der Hand halten. ${link('/view/contact', 'Vereinbaren Sie einen Besuch')} und bringen Sie Ihr Logo mit.`,
          ),
      },
    },
  };
}

/** The blog posts of a selling store, newest first. */
export function blogPostsOf(store: SellingStore): BlogPost[] {
  const posts = [thoughtfulUsage(store), store === 'ybd' ? finishGuide() : measuringGuide()];
  return posts.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** The summary of a post for the blog list. */
export function summaryOf(post: BlogPost, locale: Locale): BlogPostSummary {
  const page = post.page[locale];
  return {
    path: post.path,
    title: page.title,
    excerpt: post.excerpt[locale],
    publishedAt: post.publishedAt,
    image: page.image ?? image('boxup', 'hero', 'intersected', page.title),
  };
}

/** `blog` and `view/blog`: the blog's index, linking every post. */
export function blogIndex(store: SellingStore, path: 'blog' | 'view/blog'): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  const posts = blogPostsOf(store);
  const latest = posts[0]?.publishedAt ?? '2026-01-01T00:00:00.000Z';
  const entries = (locale: Locale) =>
    posts
      .map(
        (post) =>
          `<h3>${link(`/${post.path}`, post.page[locale].title)}</h3>${paragraphs(post.excerpt[locale])}`,
      )
      .join('');
  const intro: Localized<string> =
    store === 'ybd'
      ? {
          en: 'Notes from the showroom floor: how our clients choose boards, finishes and sizes, and what we learn from packing thousands of products.',
          de: 'Notizen aus dem Showroom: wie unsere Kundschaft Karton, Veredelung und Größe wählt und was wir beim Verpacken Tausender Produkte lernen.',
        }
      : {
          en: 'Practical guides from the BoxUp team on sizing, artwork and shipping smarter with less packaging.',
          de: 'Praktische Anleitungen des BoxUp-Teams zu Größen, Druckdaten und klügerem Versand mit weniger Verpackung.',
        };
  const more: Localized<string> =
    path === 'view/blog'
      ? {
          en: paragraphs(`Browse everything on the ${link('/blog', 'blog')}.`),
          de: paragraphs(`Alle Beiträge finden Sie im ${link('/blog', 'Blog')}.`),
        }
      : { en: '', de: '' };
  return {
    en: {
      title: `Blog | ${brand.name}`,
      description: intro.en,
      updatedAt: latest,
      bodyHtml: `<h2>The ${brand.name} blog</h2>${paragraphs(intro.en)}${entries('en')}${more.en}`,
    },
    de: {
      title: `Blog | ${brand.name}`,
      description: intro.de,
      updatedAt: latest,
      bodyHtml: `<h2>Der ${brand.name}-Blog</h2>${paragraphs(intro.de)}${entries('de')}${more.de}`,
    },
  };
}
