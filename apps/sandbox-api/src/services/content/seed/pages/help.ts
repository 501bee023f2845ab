import { BRAND_FACTS } from '../brands.ts';
import { link, list, paragraphs, qa } from '../html.ts';
import type { SellingStore } from '../shop.ts';
import type { Localized, PageSeed } from '../types.ts';

const UPDATED = '2026-10-12T09:00:00.000Z';

/** `view/artwork-guidelines`: how to prepare print-ready files. */
export function artworkGuidelines(store: SellingStore): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  const intro: Localized<string> =
    store === 'ybd'
      ? {
          en: `Whether you design in your own studio or hand your files to ours, these rules decide how your box looks when it comes off the press. Our prepress team checks every file before printing; files that follow them go to proof the same day. Start from an exact dieline from the ${link('/template-maker', 'template maker')} so your design sits on the right panels.`,
          de: `Ob Sie im eigenen Studio gestalten oder Ihre Dateien unserem Studio geben: Diese Regeln entscheiden, wie Ihre Schachtel aus der Druckmaschine kommt. Unsere Druckvorstufe prüft jede Datei vor dem Druck; Dateien, die sie einhalten, gehen noch am selben Tag in den Proof. Beginnen Sie mit einer exakten Stanzkontur aus dem ${link('/template-maker', 'Vorlagen-Generator')}, damit Ihr Design auf den richtigen Flächen sitzt.`,
        }
      : {
          en: `Good artwork is the fastest way to your boxes. Our prepress team checks every file before printing, and files that follow these guidelines go to proof the same day. Design in the ${link('/template-designer', 'online designer')}, or start from a dieline from the ${link('/template-maker', 'template maker')} so your design sits exactly on the panels of your box.`,
          de: `Gute Druckdaten sind der schnellste Weg zu Ihren Schachteln. Unsere Druckvorstufe prüft jede Datei vor dem Druck; Dateien, die diese Richtlinien einhalten, gehen noch am selben Tag in den Proof. Gestalten Sie im ${link('/template-designer', 'Online-Designer')} oder beginnen Sie mit einer Stanzkontur aus dem ${link('/template-maker', 'Vorlagen-Generator')}, damit Ihr Design genau auf den Flächen Ihrer Schachtel sitzt.`,
        };
  return {
    en: {
      title: `Artwork Guidelines | ${brand.name}`,
      description:
        'How to prepare print-ready artwork for custom boxes: file types, 300 dpi resolution, 1/8 in bleed, safe zone and CMYK colour.',
      updatedAt: UPDATED,
      bodyHtml:
        `<h2>Artwork guidelines</h2>${paragraphs(intro.en)}` +
        `<h2>File types</h2>${list([
          '<strong>PDF</strong> (preferred): PDF/X-4, with fonts embedded or converted to outlines',
          '<strong>SVG</strong>: text converted to outlines, images embedded rather than linked',
          '<strong>PNG</strong> and <strong>JPG</strong>: flattened, at full printed size, at least 300 dpi',
        ])}` +
        paragraphs(
          'We cannot print from Word or PowerPoint files or from design-app share links: export a PDF first.',
        ) +
        `<h2>Resolution: 300 dpi</h2>${paragraphs(
          'Images need <strong>300 dpi at the final printed size</strong>. A logo that looks sharp on screen at 72 dpi prints blurry on a box. Vector artwork (PDF, SVG) stays sharp at any size, so use it for logos and text.',
        )}` +
        `<h2>Bleed: 1/8 in</h2>${paragraphs(
          'Extend background colours and images <strong>1/8 in (3 mm) beyond every cut line</strong>. The cutting die can shift slightly; bleed makes sure no unprinted edge shows.',
        )}` +
        `<h2>Safe zone</h2>${paragraphs(
          'Keep text, logos and anything important at least <strong>1/8 in (3 mm) inside cut and fold lines</strong>. Barcodes and QR codes need 1/4 in (6 mm) of clear space and must not cross a fold.',
        )}` +
        `<h2>Colour: CMYK</h2>${list([
          'Set up your files in <strong>CMYK</strong>. RGB files are converted, and bright greens, blues and oranges can come out duller than on screen.',
          'For large black areas use rich black (C60 M40 Y40 K100); keep small text in 100% black only.',
          'Kraft board darkens every colour. For bright colours on kraft, ask for a white underlay in your order notes.',
          'Pantone colours are matched as closely as CMYK allows; name them in your order notes.',
        ])}` +
        `<h2>Text and lines</h2>${list([
          'Minimum font size 6 pt, or 8 pt for white text on a dark background.',
          'Minimum line weight 0.5 pt.',
          'Convert fonts to outlines or embed them.',
        ])}` +
        `<h2>Before you upload</h2>${list([
          'The dieline layer is hidden or removed, and nothing is printed on it.',
          'Bleed reaches 1/8 in past every cut line.',
          'Everything important sits inside the safe zone.',
          'Images are 300 dpi at full size, and the file is CMYK.',
        ])}` +
        paragraphs(
          `More questions? Read the ${link('/faq/artwork', 'artwork FAQ')} or ${link('/view/contact', 'contact us')} at ${brand.email}.`,
        ),
    },
    de: {
      title: `Druckdaten-Richtlinien | ${brand.name}`,
      description:
        'So bereiten Sie druckfertige Daten für bedruckte Schachteln vor: Dateiformate, 300 dpi, 3 mm Beschnitt, Sicherheitsabstand und CMYK.',
      updatedAt: UPDATED,
      bodyHtml:
        `<h2>Druckdaten-Richtlinien</h2>${paragraphs(intro.de)}` +
        `<h2>Dateiformate</h2>${list([
          '<strong>PDF</strong> (bevorzugt): PDF/X-4, Schriften eingebettet oder in Pfade umgewandelt',
          '<strong>SVG</strong>: Texte in Pfade umgewandelt, Bilder eingebettet statt verknüpft',
          '<strong>PNG</strong> und <strong>JPG</strong>: auf eine Ebene reduziert, in Endgröße, mindestens 300 dpi',
        ])}` +
        paragraphs(
          'Aus Word- oder PowerPoint-Dateien und aus Freigabelinks von Design-Apps können wir nicht drucken: Exportieren Sie zuerst ein PDF.',
        ) +
        `<h2>Auflösung: 300 dpi</h2>${paragraphs(
          'Bilder brauchen <strong>300 dpi in der endgültigen Druckgröße</strong>. Ein Logo, das am Bildschirm mit 72 dpi scharf aussieht, wird auf der Schachtel unscharf. Vektordaten (PDF, SVG) bleiben in jeder Größe scharf – nutzen Sie sie für Logos und Text.',
        )}` +
        `<h2>Beschnitt: 1/8 Zoll (3 mm)</h2>${paragraphs(
          'Ziehen Sie Hintergrundfarben und Bilder <strong>3 mm (1/8 Zoll) über jede Schnittlinie hinaus</strong>. Das Stanzwerkzeug kann minimal verrutschen; der Beschnitt verhindert weiße Blitzer.',
        )}` +
        `<h2>Sicherheitsabstand</h2>${paragraphs(
          'Halten Sie Texte, Logos und alles Wichtige mindestens <strong>3 mm (1/8 Zoll) innerhalb von Schnitt- und Rilllinien</strong>. Barcodes und QR-Codes brauchen 6 mm Freiraum und dürfen nicht über eine Rillung laufen.',
        )}` +
        `<h2>Farbe: CMYK</h2>${list([
          'Legen Sie Ihre Dateien in <strong>CMYK</strong> an. RGB-Dateien werden umgewandelt; leuchtende Grün-, Blau- und Orangetöne können dabei matter werden.',
          'Für große schwarze Flächen Tiefschwarz (C60 M40 Y40 K100) verwenden, kleine Texte nur in 100 % Schwarz.',
          'Brauner Karton dunkelt jede Farbe ab. Für leuchtende Farben auf Braun einen weißen Unterdruck in den Bestellnotizen anfragen.',
          'Pantone-Farben werden so genau nachgestellt, wie CMYK es erlaubt; nennen Sie sie in den Bestellnotizen.',
        ])}` +
        `<h2>Schrift und Linien</h2>${list([
          'Mindestschriftgröße 6 pt, bei weißer Schrift auf dunklem Grund 8 pt.',
          'Mindeststrichstärke 0,5 pt.',
          'Schriften in Pfade umwandeln oder einbetten.',
        ])}` +
        `<h2>Vor dem Hochladen</h2>${list([
          'Die Ebene mit der Stanzkontur ist ausgeblendet oder entfernt, und nichts ist auf ihr gedruckt.',
          'Der Beschnitt reicht 3 mm über jede Schnittlinie.',
          'Alles Wichtige liegt im Sicherheitsabstand.',
          'Bilder haben 300 dpi in Endgröße, die Datei ist in CMYK.',
        ])}` +
        paragraphs(
          `Weitere Fragen? Lesen Sie die ${link('/faq/artwork', 'FAQ zu Druckdaten')} oder ${link('/view/contact', 'schreiben Sie uns')} an ${brand.email}.`,
        ),
    },
  };
}

/** `faq/artwork`: the artwork questions support answers most often. */
export function artworkFaq(store: SellingStore): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  const help: Localized<string> =
    store === 'ybd'
      ? {
          en: `Stuck on a file? Send it to your consultant or to our studio at ${brand.email}; for showroom clients, simple placements are part of the quote.`,
          de: `Sie kommen mit einer Datei nicht weiter? Senden Sie sie an Ihre Beratung oder an unser Studio unter ${brand.email}; für Showroom-Kunden sind einfache Platzierungen im Angebot enthalten.`,
        }
      : {
          en: `Stuck on a file? Email it to ${brand.email} and our prepress team will tell you what to change, usually the same business day.`,
          de: `Sie kommen mit einer Datei nicht weiter? Senden Sie sie an ${brand.email}; unsere Druckvorstufe sagt Ihnen meist noch am selben Werktag, was zu ändern ist.`,
        };
  return {
    en: {
      title: `Artwork FAQ | ${brand.name}`,
      description:
        'Answers to the most common artwork questions: file types, blurry images, bleed, safe zone, colours on kraft and inside printing.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Artwork FAQ</h2>' +
        qa(
          'Which file type is best?',
          'A PDF with vector logos and fonts converted to outlines. SVG works too. PNG and JPG are fine for photos if they are 300 dpi at full size.',
        ) +
        qa(
          'Why does the proof say my image is low resolution?',
          'The image has fewer than 300 pixels per inch at the size it will be printed. Use the original file from your designer or photographer rather than a screenshot or a web image.',
        ) +
        qa(
          'What are bleed and the safe zone?',
          'Bleed is the 1/8 in of background that reaches past the cut line so no white edge shows. The safe zone is the 1/8 in inside cut and fold lines where text and logos should not go.',
        ) +
        qa(
          'Why do my colours look darker on kraft?',
          'Kraft board is brown, and printing inks are transparent, so the board shows through. Choose white board for bright colours, or ask for a white underlay on kraft.',
        ) +
        qa(
          'Can I print on the inside of the box?',
          'Yes, on mailers, square mailers and gift mailers. Upload a second file for the inside using the same dieline.',
        ) +
        qa(
          'Can you fix my file for me?',
          `Our prepress team fixes small issues such as missing bleed for free. Larger rework is quoted first and paid with a ${link('/product/service-charge', 'service charge')}.`,
        ) +
        qa(
          'Where do I get a dieline?',
          `Create one in your exact dimensions with the ${link('/template-maker', 'template maker')} and download it as PDF or SVG.`,
        ) +
        paragraphs(
          `The full rules are in our ${link('/view/artwork-guidelines', 'artwork guidelines')}.`,
          help.en,
        ),
    },
    de: {
      title: `FAQ zu Druckdaten | ${brand.name}`,
      description:
        'Antworten auf die häufigsten Fragen zu Druckdaten: Dateiformate, unscharfe Bilder, Beschnitt, Sicherheitsabstand, Farben auf braunem Karton und Innendruck.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>FAQ zu Druckdaten</h2>' +
        qa(
          'Welches Dateiformat ist am besten?',
          'Ein PDF mit Vektorlogos und in Pfade umgewandelten Schriften. SVG funktioniert ebenfalls. PNG und JPG eignen sich für Fotos, wenn sie in Endgröße 300 dpi haben.',
        ) +
        qa(
          'Warum meldet der Proof eine zu geringe Auflösung?',
          'Das Bild hat in der Druckgröße weniger als 300 Pixel pro Zoll. Verwenden Sie die Originaldatei Ihrer Agentur oder Ihres Fotografen statt eines Screenshots oder Webbilds.',
        ) +
        qa(
          'Was sind Beschnitt und Sicherheitsabstand?',
          'Der Beschnitt sind die 3 mm Hintergrund über die Schnittlinie hinaus, damit keine weiße Kante sichtbar wird. Der Sicherheitsabstand sind die 3 mm innerhalb von Schnitt- und Rilllinien, in denen kein Text und kein Logo stehen sollte.',
        ) +
        qa(
          'Warum wirken meine Farben auf braunem Karton dunkler?',
          'Brauner Karton scheint durch die lasierenden Druckfarben hindurch. Wählen Sie weißen Karton für leuchtende Farben oder fragen Sie nach einem weißen Unterdruck.',
        ) +
        qa(
          'Kann ich die Schachtel innen bedrucken?',
          'Ja, bei Mailern, quadratischen Mailern und Geschenk-Mailern. Laden Sie für die Innenseite eine zweite Datei auf derselben Stanzkontur hoch.',
        ) +
        qa(
          'Können Sie meine Datei korrigieren?',
          `Kleinigkeiten wie fehlenden Beschnitt korrigiert unsere Druckvorstufe kostenlos. Größere Überarbeitungen bieten wir vorher an; sie werden über eine ${link('/product/service-charge', 'Servicegebühr')} bezahlt.`,
        ) +
        qa(
          'Woher bekomme ich eine Stanzkontur?',
          `Erzeugen Sie sie in Ihren Maßen mit dem ${link('/template-maker', 'Vorlagen-Generator')} und laden Sie sie als PDF oder SVG herunter.`,
        ) +
        paragraphs(
          `Alle Regeln finden Sie in unseren ${link('/view/artwork-guidelines', 'Druckdaten-Richtlinien')}.`,
          help.de,
        ),
    },
  };
}

/** `view/faq`: turnaround, minimums, samples, shipping, proofs and more. */
export function faq(store: SellingStore): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  const extra: Localized<string> =
    store === 'ybd'
      ? {
          en:
            qa(
              'Do I need an appointment to visit the showroom?',
              `We recommend one, so a consultant has time for you: ${link('/view/contact', 'book a visit')} or call ${brand.phone}. Walk-ins are welcome when a consultant is free. Opening hours: ${brand.hours.en}.`,
            ) +
            qa(
              'Can I get a quote for a larger run?',
              'Yes. From 1,000 boxes, or for finishes not in the online configurator, your consultant prepares a written quote within two business days.',
            ),
          de:
            qa(
              'Brauche ich einen Termin für den Showroom?',
              `Wir empfehlen einen, damit sich eine Beratung Zeit für Sie nehmen kann: ${link('/view/contact', 'Besuch vereinbaren')} oder ${brand.phone} anrufen. Ohne Termin sind Sie willkommen, wenn eine Beratung frei ist. Geöffnet: ${brand.hours.de}.`,
            ) +
            qa(
              'Bekomme ich ein Angebot für größere Auflagen?',
              'Ja. Ab 1.000 Schachteln oder für Veredelungen, die der Online-Konfigurator nicht anbietet, erstellt Ihre Beratung innerhalb von zwei Werktagen ein schriftliches Angebot.',
            ),
        }
      : {
          en:
            qa(
              'How do I find the right size?',
              'Measure the product you ship (length, width, height) and add about 1/8 in on each side for a snug fit, more if you add tissue paper or filler. Enter these as the inside dimensions. The quantity calculator on the product page tells you how many cartons your order fills.',
            ) +
            qa(
              'Can I get a quote for higher quantities?',
              `Prices are shown up to 5,000 boxes. For more, or for special finishes, use the quote request on the product page or ${link('/view/contact', 'contact us')}.`,
            ),
          de:
            qa(
              'Wie finde ich die richtige Größe?',
              'Messen Sie Ihr Produkt (Länge, Breite, Höhe) und geben Sie pro Seite etwa 3 mm dazu, mehr bei Seidenpapier oder Füllmaterial. Tragen Sie diese Werte als Innenmaße ein. Der Mengenrechner auf der Produktseite zeigt, wie viele Versandkartons Ihre Bestellung füllt.',
            ) +
            qa(
              'Bekomme ich ein Angebot für größere Mengen?',
              `Preise zeigen wir bis 5.000 Schachteln. Für mehr oder für besondere Veredelungen nutzen Sie die Angebotsanfrage auf der Produktseite oder ${link('/view/contact', 'schreiben Sie uns')}.`,
            ),
        };
  return {
    en: {
      title: `Frequently Asked Questions | ${brand.name}`,
      description:
        'Turnaround times, order minimums, $1 sample boxes, shipping to the US and Canada, proofs, payment and recycling.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Frequently asked questions</h2>' +
        qa(
          'How long does production take?',
          'Production takes 8 to 10 business days after you approve your proof. Ground shipping adds 2 to 5 business days; checkout shows a promised arrival date for every shipping option.',
          'Need it sooner? Rush production in 5 business days is available for mailers and shipping boxes up to 500 pieces, for 25% extra.',
        ) +
        qa(
          'Is there a minimum order?',
          'No. You can order a single box. The unit price falls at 25, 50, 100, 250, 500 and 1,000 boxes, so it pays to order what you will use in the next few months.',
        ) +
        qa(
          'Can I get a sample first?',
          `Yes. ${link('/shop-all-sample-boxes', '$1 sample boxes')} come in six styles, unprinted and in a standard size. Each customer can order up to three, shipping included, and they leave our dock within two business days.`,
        ) +
        qa(
          'Where do you ship?',
          'We ship to business and home addresses in the United States (including Puerto Rico) and Canada. We cannot deliver to PO boxes.',
        ) +
        qa(
          'How do proofs work?',
          'After you upload artwork or approve a design, our prepress team sends a free digital proof within one business day. You can approve it or ask for changes; production starts only after your approval.',
          'Want to hold it in your hands? A printed proof costs $35 and ships within three business days.',
        ) +
        qa(
          'Which artwork files do you accept?',
          `PDF, SVG, PNG and JPG at 300 dpi with 1/8 in bleed, set up in CMYK. The details are in our ${link('/view/artwork-guidelines', 'artwork guidelines')}.`,
        ) +
        qa(
          'Can I change or cancel my order?',
          'Until you approve the proof, yes, at no cost. Once production has started we cannot cancel, because every box is made to your design.',
        ) +
        qa(
          'How can I pay?',
          'By credit card or PayPal. Approved business accounts can also pay by invoice.',
        ) +
        qa(
          'Are the boxes recyclable?',
          'Yes. Our corrugated board contains at least 90% recycled fibre and is printed with water-based inks, so the boxes go into curbside paper recycling.',
        ) +
        extra.en +
        paragraphs(
          `Still have a question? ${link('/view/contact', 'Contact us')}: ${brand.email}, ${brand.phone}.`,
        ),
    },
    de: {
      title: `Häufige Fragen | ${brand.name}`,
      description:
        'Produktionszeiten, Mindestmengen, Musterschachteln für 1 $, Versand in die USA und nach Kanada, Proofs, Zahlung und Recycling.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Häufige Fragen</h2>' +
        qa(
          'Wie lange dauert die Produktion?',
          'Die Produktion dauert 8 bis 10 Werktage nach Freigabe Ihres Proofs. Der Standardversand braucht weitere 2 bis 5 Werktage; im Checkout sehen Sie für jede Versandart einen zugesagten Liefertermin.',
          'Eilig? Eine Expressproduktion in 5 Werktagen gibt es für Mailer und Versandkartons bis 500 Stück gegen 25 % Aufpreis.',
        ) +
        qa(
          'Gibt es eine Mindestbestellmenge?',
          'Nein. Sie können eine einzelne Schachtel bestellen. Der Stückpreis sinkt bei 25, 50, 100, 250, 500 und 1.000 Schachteln – es lohnt sich also, den Bedarf der nächsten Monate zu bestellen.',
        ) +
        qa(
          'Kann ich vorher ein Muster bekommen?',
          `Ja. ${link('/shop-all-sample-boxes', 'Musterschachteln für 1 $')} gibt es in sechs Bauarten, unbedruckt und in einer Standardgröße. Jede Kundin und jeder Kunde kann bis zu drei bestellen, inklusive Versand; sie verlassen unser Lager innerhalb von zwei Werktagen.`,
        ) +
        qa(
          'Wohin liefern Sie?',
          'Wir liefern an Geschäfts- und Privatadressen in den USA (einschließlich Puerto Rico) und in Kanada. An Postfächer können wir nicht liefern.',
        ) +
        qa(
          'Wie funktionieren Proofs?',
          'Nachdem Sie Druckdaten hochgeladen oder ein Design freigegeben haben, schickt unsere Druckvorstufe innerhalb eines Werktags einen kostenlosen digitalen Proof. Sie geben ihn frei oder wünschen Änderungen; produziert wird erst nach Ihrer Freigabe.',
          'Lieber in der Hand halten? Ein gedruckter Proof kostet 35 $ und wird innerhalb von drei Werktagen verschickt.',
        ) +
        qa(
          'Welche Druckdaten nehmen Sie an?',
          `PDF, SVG, PNG und JPG mit 300 dpi, 3 mm Beschnitt und in CMYK. Details stehen in unseren ${link('/view/artwork-guidelines', 'Druckdaten-Richtlinien')}.`,
        ) +
        qa(
          'Kann ich meine Bestellung ändern oder stornieren?',
          'Bis zur Freigabe des Proofs ja, kostenlos. Sobald die Produktion begonnen hat, können wir nicht mehr stornieren, denn jede Schachtel entsteht nach Ihrem Design.',
        ) +
        qa(
          'Wie kann ich bezahlen?',
          'Per Kreditkarte oder PayPal. Freigeschaltete Geschäftskonten können auch auf Rechnung zahlen.',
        ) +
        qa(
          'Sind die Schachteln recycelbar?',
          'Ja. Unsere Wellpappe besteht zu mindestens 90 % aus Recyclingfasern und wird mit wasserbasierten Farben bedruckt – sie gehört ins Altpapier.',
        ) +
        extra.de +
        paragraphs(
          `Noch Fragen? ${link('/view/contact', 'Kontakt aufnehmen')}: ${brand.email}, ${brand.phone}.`,
        ),
    },
  };
}

/** `view/designer-help`: using the online designer (BoxUp) or the studio (YBD). */
export function designerHelp(store: SellingStore): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  if (store === 'ybd') {
    return {
      en: {
        title: `Design Help | ${brand.name}`,
        description:
          'Three ways to get your design onto a YBD box: the template maker, your own design tool, or our showroom studio.',
        updatedAt: UPDATED,
        bodyHtml:
          '<h2>Getting your design onto the box</h2>' +
          paragraphs(
            'Showroom clients work in three ways. Pick the one that suits your team; your consultant can switch between them with you at any point.',
          ) +
          '<h3>1. Start from an exact dieline</h3>' +
          paragraphs(
            `Open the ${link('/template-maker', 'template maker')}, choose the style you saw in the showroom and enter its inside dimensions. Download the dieline as PDF and design on it in Illustrator, InDesign or Affinity. Keep the dieline on its own layer and follow the ${link('/view/artwork-guidelines', 'artwork guidelines')}.`,
          ) +
          '<h3>2. Design in the browser</h3>' +
          paragraphs(
            `The ${link('/template-designer', 'template designer')} places your logo, colours and text directly on the panels and shows the box folded in 3D. Designs are saved to your account so your consultant can open the same version.`,
          ) +
          '<h3>3. Let our studio place it</h3>' +
          paragraphs(
            `Send your logo and brand guidelines to ${brand.email}. Our studio prepares a layout for your approval; simple placements are included in your quote, larger design work is quoted separately.`,
          ) +
          '<h2>Reviewing the proof</h2>' +
          list([
            'Your consultant sends a digital proof within one business day of receiving final files.',
            'For foil, soft-touch coating and gift mailers we recommend a printed proof ($35).',
            'Production starts only after you approve the proof in writing or with the approve button.',
          ]) +
          paragraphs(
            `Prefer to talk it through? ${link('/view/contact', 'Book a showroom or video appointment')}.`,
          ),
      },
      de: {
        title: `Hilfe zum Gestalten | ${brand.name}`,
        description:
          'Drei Wege, Ihr Design auf eine YBD-Schachtel zu bringen: Vorlagen-Generator, Ihr eigenes Grafikprogramm oder unser Showroom-Studio.',
        updatedAt: UPDATED,
        bodyHtml:
          '<h2>So kommt Ihr Design auf die Schachtel</h2>' +
          paragraphs(
            'Showroom-Kunden arbeiten auf drei Wegen. Wählen Sie den, der zu Ihrem Team passt; Ihre Beratung kann jederzeit mit Ihnen wechseln.',
          ) +
          '<h3>1. Mit einer exakten Stanzkontur beginnen</h3>' +
          paragraphs(
            `Öffnen Sie den ${link('/template-maker', 'Vorlagen-Generator')}, wählen Sie die Bauart aus dem Showroom und geben Sie die Innenmaße ein. Laden Sie die Stanzkontur als PDF und gestalten Sie darauf in Illustrator, InDesign oder Affinity. Lassen Sie die Kontur auf einer eigenen Ebene und beachten Sie die ${link('/view/artwork-guidelines', 'Druckdaten-Richtlinien')}.`,
          ) +
          '<h3>2. Im Browser gestalten</h3>' +
          paragraphs(
            `Der ${link('/template-designer', 'Vorlagen-Designer')} platziert Logo, Farben und Text direkt auf den Flächen und zeigt die gefaltete Schachtel in 3D. Designs werden in Ihrem Konto gespeichert, damit Ihre Beratung dieselbe Version öffnen kann.`,
          ) +
          '<h3>3. Unser Studio platziert es</h3>' +
          paragraphs(
            `Senden Sie Logo und Markenrichtlinien an ${brand.email}. Unser Studio erstellt ein Layout zur Freigabe; einfache Platzierungen sind im Angebot enthalten, größere Gestaltungsarbeiten bieten wir separat an.`,
          ) +
          '<h2>Den Proof prüfen</h2>' +
          list([
            'Ihre Beratung schickt innerhalb eines Werktags nach Eingang der finalen Dateien einen digitalen Proof.',
            'Für Folienprägung, Soft-Touch-Lack und Geschenk-Mailer empfehlen wir einen gedruckten Proof (35 $).',
            'Die Produktion beginnt erst, wenn Sie den Proof schriftlich oder per Freigabe-Button bestätigen.',
          ]) +
          paragraphs(
            `Lieber im Gespräch? ${link('/view/contact', 'Showroom- oder Videotermin vereinbaren')}.`,
          ),
      },
    };
  }
  return {
    en: {
      title: `Designer Help | ${brand.name}`,
      description:
        'How to design your custom box in the BoxUp online designer: templates, uploads, text, 3D preview, saving and approving.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Designing your box online</h2>' +
        paragraphs(
          `The ${link('/template-designer', 'online designer')} is free and works in any modern browser. You design on the flat box, panel by panel, and check the result in 3D before you order.`,
        ) +
        '<h3>Start with a template or a blank box</h3>' +
        paragraphs(
          'Pick your box style and size first, then choose one of our templates or start blank. Templates are laid out for the panels of your box, so logos land on the lid and not across a fold.',
        ) +
        '<h3>Upload your logo and images</h3>' +
        paragraphs(
          'Upload PNG, JPG, SVG or PDF files up to 50 MB. The designer warns you when an image is below 300 dpi at the size you placed it. Use an SVG or PDF logo for the sharpest print.',
        ) +
        '<h3>Add text</h3>' +
        paragraphs(
          'Add your tagline, website or a thank-you note. Keep text 1/8 in away from edges and folds: the dashed safe-zone line shows where.',
        ) +
        '<h3>Check it in 3D</h3>' +
        paragraphs(
          'Switch to the 3D preview to turn the folded box and open the lid. Print the inside by switching to the inside view.',
        ) +
        '<h3>Save, share and approve</h3>' +
        list([
          `Designs are saved to ${link('/my-designs', 'My Designs')}, where you can rename, duplicate and reorder them.`,
          'Share a link with a colleague for feedback before you order.',
          `When you are happy, ${link('/approve-design', 'approve the design')}: confirm the quantity and tick the consent box to add it to your cart.`,
        ]) +
        '<h2>Need a hand?</h2>' +
        paragraphs(
          `Our design team is available ${brand.hours.en}, at ${brand.email} or ${brand.phone}. For files made elsewhere, see the ${link('/view/artwork-guidelines', 'artwork guidelines')}.`,
        ),
    },
    de: {
      title: `Hilfe zum Designer | ${brand.name}`,
      description:
        'So gestalten Sie Ihre Schachtel im BoxUp-Online-Designer: Vorlagen, Uploads, Text, 3D-Vorschau, Speichern und Freigeben.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Ihre Schachtel online gestalten</h2>' +
        paragraphs(
          `Der ${link('/template-designer', 'Online-Designer')} ist kostenlos und läuft in jedem aktuellen Browser. Sie gestalten die flache Schachtel Fläche für Fläche und prüfen das Ergebnis vor der Bestellung in 3D.`,
        ) +
        '<h3>Mit Vorlage oder leerer Schachtel beginnen</h3>' +
        paragraphs(
          'Wählen Sie zuerst Bauart und Größe, dann eine unserer Vorlagen oder eine leere Schachtel. Die Vorlagen sind auf die Flächen Ihrer Schachtel abgestimmt, damit Logos auf dem Deckel landen und nicht über einer Rillung.',
        ) +
        '<h3>Logo und Bilder hochladen</h3>' +
        paragraphs(
          'Laden Sie PNG, JPG, SVG oder PDF bis 50 MB hoch. Der Designer warnt, wenn ein Bild in der platzierten Größe unter 300 dpi liegt. Ein SVG- oder PDF-Logo druckt am schärfsten.',
        ) +
        '<h3>Text hinzufügen</h3>' +
        paragraphs(
          'Ergänzen Sie Slogan, Website oder einen Dankesgruß. Halten Sie Text 3 mm von Kanten und Rillungen fern: Die gestrichelte Linie zeigt den Sicherheitsabstand.',
        ) +
        '<h3>In 3D prüfen</h3>' +
        paragraphs(
          'Wechseln Sie in die 3D-Vorschau, drehen Sie die gefaltete Schachtel und öffnen Sie den Deckel. Für den Innendruck wechseln Sie in die Innenansicht.',
        ) +
        '<h3>Speichern, teilen, freigeben</h3>' +
        list([
          `Designs werden unter ${link('/my-designs', 'Meine Designs')} gespeichert; dort können Sie sie umbenennen, duplizieren und erneut bestellen.`,
          'Teilen Sie einen Link mit Kolleginnen und Kollegen, um vor der Bestellung Feedback einzuholen.',
          `Wenn alles passt, ${link('/approve-design', 'geben Sie das Design frei')}: Menge bestätigen, Zustimmung ankreuzen, in den Warenkorb legen.`,
        ]) +
        '<h2>Brauchen Sie Hilfe?</h2>' +
        paragraphs(
          `Unser Designteam antwortet ${brand.hours.de} unter ${brand.email} oder ${brand.phone}. Für extern erstellte Dateien gelten die ${link('/view/artwork-guidelines', 'Druckdaten-Richtlinien')}.`,
        ),
    },
  };
}
