import { BRAND_FACTS, image } from '../brands.ts';
import { img, link, list, paragraphs } from '../html.ts';
import type { Localized, PageCatalogue } from '../types.ts';

const brand = BRAND_FACTS.kartonwerk;
const address = brand.address.join(', ');
const UPDATED = '2026-10-05T10:00:00.000Z';

const dieline = {
  de: image(
    'kartonwerk',
    'dieline',
    'intersected',
    'Stanzkontur eines Mailers mit Schnitt- und Rilllinien',
  ),
  en: image('kartonwerk', 'dieline', 'intersected', 'Dieline of a mailer with cut and fold lines'),
};

/**
 * Kartonwerk's own pages (design-only partner): about and the three policies, in German and
 * English. It sells no boxes; it makes dielines and print files, plus a paid file check.
 */
export const KARTONWERK_PAGES: Localized<PageCatalogue> = {
  de: {
    'view/about': {
      title: 'Über Kartonwerk',
      description:
        'Kartonwerk aus Hamburg erzeugt millimetergenaue Stanzkonturen für sieben Schachtelarten und hilft Ihnen, Ihr Druckbild direkt darauf zu gestalten.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Verpackungsdesign, millimetergenau</h2>' +
        paragraphs(
          'Kartonwerk entstand 2020 in Hamburg, als eine Verpackungskonstrukteurin und ein Softwareentwickler genug davon hatten, Stanzkonturen für jede Schachtel von Hand zu zeichnen. Heute erzeugt unser Generator Vorlagen für sieben Schachtelarten in jeder Größe – in Millimetern, mit eingezeichnetem Beschnitt und Sicherheitsabstand.',
        ) +
        img(dieline.de) +
        '<h2>Was Sie bei uns bekommen</h2>' +
        list([
          `<strong>Stanzkonturen</strong> aus dem ${link('/template-maker', 'Stanzkontur-Generator')}: Bauart wählen, Innenmaße eingeben, als SVG oder PDF herunterladen.`,
          `<strong>Gestaltung auf der Vorlage</strong> im ${link('/template-designer', 'Online-Designer')}, mit 3D-Vorschau der gefalteten Schachtel.`,
          `<strong>Druckfertige Dateien</strong> unter ${link('/download-artwork', 'Druckdaten herunterladen')}, die jede Druckerei verarbeiten kann.`,
          '<strong>Druckdaten-Check</strong> für 19 € pro Design: Unsere Druckvorstufe prüft Beschnitt, Auflösung, Farben und Platzierung innerhalb von zwei Werktagen.',
        ]) +
        '<h2>Für wen wir arbeiten</h2>' +
        paragraphs(
          'Grafikdesignerinnen und Agenturen, kleine Marken, die ihre Verpackung selbst gestalten, und Druckereien, die ihrer Kundschaft saubere Vorlagen geben möchten. Unsere Konturen folgen den gängigen FEFCO- und ECMA-Bauarten, sodass Ihre Druckerei sie sofort versteht.',
          `${brand.company}, ${address}. E-Mail: ${brand.email}, Telefon: ${brand.phone}.`,
        ),
    },
    'policy/refund-policy': {
      title: 'Widerruf und Erstattung | Kartonwerk',
      description:
        'Stanzkonturen und Designer sind kostenlos. Für den kostenpflichtigen Druckdaten-Check gelten Widerrufsrecht und Geld-zurück-Zusage.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Widerruf und Erstattung</h2>' +
        paragraphs(
          'Stanzkontur-Generator, Online-Designer und Download der Druckdaten sind kostenlos; hier gibt es nichts zu erstatten. Kostenpflichtig ist nur der Druckdaten-Check für 19 € pro Design.',
        ) +
        '<h2>Widerrufsrecht für Verbraucher</h2>' +
        paragraphs(
          `Als Verbraucherin oder Verbraucher können Sie Ihre Bestellung des Druckdaten-Checks innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen. Eine formlose E-Mail an ${brand.email} genügt. Haben Sie ausdrücklich verlangt, dass wir vor Ablauf der Frist mit der Prüfung beginnen, erlischt das Widerrufsrecht, sobald die Prüfung vollständig erbracht ist.`,
        ) +
        '<h2>Unsere Geld-zurück-Zusage</h2>' +
        list([
          'Erhalten Sie Ihr Prüfprotokoll nicht innerhalb von zwei Werktagen, erstatten wir die 19 € vollständig.',
          'Übersieht unsere Prüfung einen Fehler, der zu einem Fehldruck führt, erstatten wir den Check und helfen Ihnen, die Daten zu korrigieren.',
          'Erstattungen erfolgen innerhalb von 14 Tagen auf das ursprüngliche Zahlungsmittel.',
        ]) +
        paragraphs(
          'Den Druck selbst beauftragen Sie bei einer Druckerei Ihrer Wahl; für Reklamationen am Druck ist diese Ihr Ansprechpartner.',
        ),
    },
    'policy/privacy-policy': {
      title: 'Datenschutzerklärung | Kartonwerk',
      description:
        'Wie Kartonwerk personenbezogene Daten nach der DSGVO verarbeitet: Verantwortlicher, Zwecke, Rechtsgrundlagen, Speicherdauer und Ihre Rechte.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Datenschutzerklärung</h2>' +
        paragraphs(
          `Verantwortlich für die Datenverarbeitung ist die ${brand.company}, ${address}, ${brand.email}. Unsere Datenschutzbeauftragte erreichen Sie unter ${brand.privacyEmail}.`,
        ) +
        '<h2>Welche Daten wir verarbeiten</h2>' +
        list([
          '<strong>Nutzung ohne Konto:</strong> Stanzkonturen und Entwürfe bleiben in Ihrem Browser; wir speichern sie nicht.',
          '<strong>Mit Konto:</strong> Name, E-Mail-Adresse, gespeicherte Designs und hochgeladene Dateien (Art. 6 Abs. 1 lit. b DSGVO).',
          '<strong>Druckdaten-Check:</strong> die geprüfte Datei, Rechnungsdaten und das Prüfprotokoll (Art. 6 Abs. 1 lit. b und c DSGVO).',
          '<strong>Server-Protokolle:</strong> IP-Adresse, Zeitpunkt und aufgerufene Seite, sieben Tage lang zur Sicherheit des Dienstes (Art. 6 Abs. 1 lit. f DSGVO).',
          '<strong>Reichweitenmessung:</strong> nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), jederzeit widerrufbar.',
        ]) +
        '<h2>Empfänger und Speicherort</h2>' +
        paragraphs(
          'Unsere Server stehen in Rechenzentren in Frankfurt am Main. Auftragsverarbeiter für Hosting, E-Mail-Versand und Zahlungsabwicklung sind vertraglich nach Art. 28 DSGVO gebunden. Eine Übermittlung in Drittländer findet nicht statt.',
        ) +
        '<h2>Speicherdauer</h2>' +
        paragraphs(
          'Kontodaten und Designs speichern wir, bis Sie Ihr Konto löschen. Rechnungen bewahren wir wegen gesetzlicher Pflichten zehn Jahre auf.',
        ) +
        '<h2>Ihre Rechte</h2>' +
        paragraphs(
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch (Art. 15 bis 21 DSGVO). Sie können sich außerdem bei einer Aufsichtsbehörde beschweren, für uns beim Hamburgischen Beauftragten für Datenschutz und Informationsfreiheit.',
        ),
    },
    'policy/terms-of-service': {
      title: 'Nutzungsbedingungen | Kartonwerk',
      description:
        'Die Bedingungen für Stanzkontur-Generator, Online-Designer, Druckdaten-Downloads und den Druckdaten-Check von Kartonwerk.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Nutzungsbedingungen</h2>' +
        paragraphs(
          `Diese Bedingungen gelten für die Nutzung der Dienste der ${brand.company}, ${address}.`,
        ) +
        '<h2>1. Leistungen</h2>' +
        paragraphs(
          'Kartonwerk stellt einen Stanzkontur-Generator, einen Online-Designer und den Download druckfertiger Dateien kostenlos bereit. Der Druckdaten-Check kostet 19 € pro Design inklusive Umsatzsteuer. Schachteln drucken oder verkaufen wir nicht.',
        ) +
        '<h2>2. Nutzung der Vorlagen</h2>' +
        paragraphs(
          'Erzeugte Stanzkonturen dürfen Sie privat und gewerblich ohne Namensnennung nutzen und an Ihre Druckerei weitergeben. Den Generator selbst dürfen Sie nicht automatisiert abfragen oder nachbauen.',
        ) +
        '<h2>3. Ihre Inhalte</h2>' +
        paragraphs(
          'Für hochgeladene Logos, Bilder und Texte sind Sie verantwortlich; Sie versichern, die nötigen Rechte daran zu besitzen. Wir nutzen Ihre Inhalte nur, um den Dienst zu erbringen.',
        ) +
        '<h2>4. Prüfen Sie vor dem Druck</h2>' +
        paragraphs(
          'Stanzkonturen entstehen aus Ihren Eingaben. Bitte prüfen Sie Maße und Bauart vor dem Druck mit einem Muster oder mit Ihrer Druckerei; Materialstärken können von Druckerei zu Druckerei abweichen.',
        ) +
        '<h2>5. Haftung</h2>' +
        paragraphs(
          'Wir haften unbeschränkt bei Vorsatz, grober Fahrlässigkeit und Verletzung von Leben, Körper oder Gesundheit. Im Übrigen haften wir nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, vertragstypischen Schaden.',
        ) +
        '<h2>6. Schlussbestimmungen</h2>' +
        paragraphs(
          `Es gilt deutsches Recht. Gerichtsstand für Kaufleute ist Hamburg. Widerruf und Erstattung regelt unsere ${link('/policy/refund-policy', 'Widerrufs- und Erstattungsrichtlinie')}, den Datenschutz unsere ${link('/policy/privacy-policy', 'Datenschutzerklärung')}.`,
        ),
    },
  },
  en: {
    'view/about': {
      title: 'About Kartonwerk',
      description:
        'Kartonwerk in Hamburg generates dielines accurate to the millimetre for seven box styles and helps you design your artwork right on them.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Packaging design, to the millimetre</h2>' +
        paragraphs(
          'Kartonwerk started in Hamburg in 2020, when a structural packaging designer and a software developer grew tired of drawing a dieline by hand for every box. Today our generator creates templates for seven box styles in any size, in millimetres, with bleed and safe zone already marked.',
        ) +
        img(dieline.en) +
        '<h2>What you get</h2>' +
        list([
          `<strong>Dielines</strong> from the ${link('/template-maker', 'dieline generator')}: choose a style, enter inside dimensions, download as SVG or PDF.`,
          `<strong>Design on the template</strong> in the ${link('/template-designer', 'online designer')}, with a 3D preview of the folded box.`,
          `<strong>Print-ready files</strong> from ${link('/download-artwork', 'download artwork')} that any print shop can work with.`,
          '<strong>File check</strong> for €19 per design: our prepress team checks bleed, resolution, colours and placement within two business days.',
        ]) +
        '<h2>Who we work for</h2>' +
        paragraphs(
          'Graphic designers and agencies, small brands designing their own packaging, and print shops that want to give their customers clean templates. Our dielines follow the common FEFCO and ECMA styles, so your printer understands them straight away.',
          `${brand.company}, ${address}. Email: ${brand.email}, phone: ${brand.phone}.`,
        ),
    },
    'policy/refund-policy': {
      title: 'Cancellation and Refunds | Kartonwerk',
      description:
        'Dielines and the designer are free. The paid file check comes with a 14-day right of withdrawal and a money-back promise.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Cancellation and refunds</h2>' +
        paragraphs(
          'The dieline generator, the online designer and artwork downloads are free, so there is nothing to refund. The only paid service is the file check at €19 per design.',
        ) +
        '<h2>Right of withdrawal for consumers</h2>' +
        paragraphs(
          `As a consumer you may withdraw from an order for the file check within 14 days without giving a reason. A short email to ${brand.email} is enough. If you expressly asked us to start the check before the 14 days have passed, the right of withdrawal ends once the check has been fully carried out.`,
        ) +
        '<h2>Our money-back promise</h2>' +
        list([
          'If you do not receive your check report within two business days, we refund the €19 in full.',
          'If our check misses an error that leads to a misprint, we refund the check and help you correct the file.',
          'Refunds are made to the original payment method within 14 days.',
        ]) +
        paragraphs(
          'You order the printing itself from a print shop of your choice; for complaints about the print, that shop is your contact.',
        ),
    },
    'policy/privacy-policy': {
      title: 'Privacy Policy | Kartonwerk',
      description:
        'How Kartonwerk processes personal data under the GDPR: controller, purposes, legal bases, retention and your rights.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Privacy policy</h2>' +
        paragraphs(
          `The controller responsible for data processing is ${brand.company}, ${address}, ${brand.email}. You can reach our data protection officer at ${brand.privacyEmail}.`,
        ) +
        '<h2>What we process</h2>' +
        list([
          '<strong>Without an account:</strong> dielines and drafts stay in your browser; we do not store them.',
          '<strong>With an account:</strong> name, email address, saved designs and uploaded files (Art. 6(1)(b) GDPR).',
          '<strong>File check:</strong> the checked file, billing details and the check report (Art. 6(1)(b) and (c) GDPR).',
          '<strong>Server logs:</strong> IP address, time and page requested, kept for seven days to keep the service secure (Art. 6(1)(f) GDPR).',
          '<strong>Audience measurement:</strong> only with your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time.',
        ]) +
        '<h2>Recipients and location</h2>' +
        paragraphs(
          'Our servers are in data centres in Frankfurt am Main. Processors for hosting, email delivery and payments are bound by contracts under Art. 28 GDPR. No data is transferred to third countries.',
        ) +
        '<h2>Retention</h2>' +
        paragraphs(
          'We keep account data and designs until you delete your account. Invoices are kept for ten years, as the law requires.',
        ) +
        '<h2>Your rights</h2>' +
        paragraphs(
          'You have the right of access, rectification, erasure, restriction of processing, data portability and objection (Art. 15 to 21 GDPR). You may also complain to a supervisory authority; ours is the Hamburg Commissioner for Data Protection and Freedom of Information.',
        ),
    },
    'policy/terms-of-service': {
      title: 'Terms of Use | Kartonwerk',
      description:
        'The terms for Kartonwerk’s dieline generator, online designer, artwork downloads and file check.',
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Terms of use</h2>' +
        paragraphs(`These terms apply to the services of ${brand.company}, ${address}.`) +
        '<h2>1. Services</h2>' +
        paragraphs(
          'Kartonwerk provides a dieline generator, an online designer and downloads of print-ready files free of charge. The file check costs €19 per design including VAT. We do not print or sell boxes.',
        ) +
        '<h2>2. Using the templates</h2>' +
        paragraphs(
          'You may use generated dielines privately and commercially without attribution and pass them on to your print shop. You may not query the generator automatically or copy it.',
        ) +
        '<h2>3. Your content</h2>' +
        paragraphs(
          'You are responsible for the logos, images and text you upload and confirm that you hold the rights to them. We use your content only to provide the service.',
        ) +
        '<h2>4. Check before you print</h2>' +
        paragraphs(
          'Dielines are generated from your input. Please check dimensions and style with a sample or your print shop before printing; board thickness varies between print shops.',
        ) +
        '<h2>5. Liability</h2>' +
        paragraphs(
          'We are liable without limit for intent, gross negligence and injury to life, body or health. Otherwise we are liable only for breaches of essential contractual obligations, limited to the foreseeable damage typical for the contract.',
        ) +
        '<h2>6. Final provisions</h2>' +
        paragraphs(
          `German law applies. The place of jurisdiction for merchants is Hamburg. Cancellation and refunds are covered by our ${link('/policy/refund-policy', 'cancellation and refund policy')}, data protection by our ${link('/policy/privacy-policy', 'privacy policy')}.`,
        ),
    },
  },
};
