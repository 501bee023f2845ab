import { BRAND_FACTS } from '../brands.ts';
import { link, list, paragraphs } from '../html.ts';
import type { SellingStore } from '../shop.ts';
import type { Localized, PageSeed } from '../types.ts';

const UPDATED = '2026-09-01T12:00:00.000Z';

const LAW: Record<SellingStore, Localized<string>> = {
  boxup: { en: 'the State of Texas', de: 'des Bundesstaats Texas' },
  ybd: { en: 'the State of New York', de: 'des Bundesstaats New York' },
};

/** `policy/refund-policy` of a selling store. */
export function refundPolicy(store: SellingStore): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  const accountNote: Localized<string> =
    store === 'ybd'
      ? {
          en: 'Orders placed on a showroom account are credited to that account unless you ask for a refund to your card; your consultant confirms every resolution in writing.',
          de: 'Bestellungen auf ein Showroom-Konto werden diesem Konto gutgeschrieben, sofern Sie keine Erstattung auf Ihre Karte wünschen; Ihre Beratung bestätigt jede Lösung schriftlich.',
        }
      : {
          en: 'Refunds go back to the card or PayPal account you paid with. Invoice customers receive a credit note.',
          de: 'Erstattungen gehen auf die Karte oder das PayPal-Konto, mit dem Sie bezahlt haben. Rechnungskunden erhalten eine Gutschrift.',
        };
  return {
    en: {
      title: `Refund Policy | ${brand.name}`,
      description: `When ${brand.name} reprints or refunds custom boxes, how to file a claim within 30 days, and what is not covered.`,
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Refund policy</h2>' +
        paragraphs(
          'Every box we make is printed to your design and size, so we cannot take back boxes because plans changed. When something is our fault, we make it right: we reprint the affected boxes at no cost or refund them.',
        ) +
        '<h2>What we reprint or refund</h2>' +
        list([
          'Printing defects: smudges, misregistration, missing print or colours clearly different from your approved proof.',
          'The wrong style, size or quantity compared with your order confirmation.',
          'Boxes damaged in transit, or a shipment that arrives short.',
        ]) +
        '<h2>How to file a claim</h2>' +
        list([
          `Email ${brand.email} within <strong>30 days of delivery</strong> with your order number.`,
          'Attach photos of the affected boxes and of the shipping carton and label.',
          'Tell us how many boxes are affected, and keep them until the claim is settled.',
        ]) +
        paragraphs(
          'We answer within two business days. Approved reprints go to the front of the production queue; refunds reach your account within 5 to 10 business days of approval.',
          accountNote.en,
        ) +
        '<h2>What is not covered</h2>' +
        list([
          'Mistakes in artwork you approved in the proof, such as spelling errors or images we flagged as low resolution.',
          'Normal colour variation between screen and print, and natural shade differences of kraft board.',
          'Damage after delivery, for example from damp or crushed storage.',
        ]) +
        '<h2>Cancellations, samples and proofs</h2>' +
        list([
          'You can cancel free of charge until you approve your proof, and we refund the full amount.',
          'Once production has started, an order cannot be cancelled.',
          '$1 sample boxes are not refundable, but we replace a sample that arrives damaged.',
          'Printed proofs are not refundable once shipped.',
          'Shipping costs are refunded whenever the reprint or refund is our fault.',
        ]) +
        paragraphs(
          `Questions about an order? ${link('/view/contact', 'Contact us')} or call ${brand.phone}.`,
        ),
    },
    de: {
      title: `Erstattungsrichtlinie | ${brand.name}`,
      description: `Wann ${brand.name} Schachteln neu druckt oder erstattet, wie Sie innerhalb von 30 Tagen reklamieren und was nicht abgedeckt ist.`,
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Erstattungsrichtlinie</h2>' +
        paragraphs(
          'Jede Schachtel wird nach Ihrem Design und in Ihrer Größe gefertigt; deshalb können wir Schachteln nicht zurücknehmen, weil sich Pläne geändert haben. Wenn ein Fehler bei uns liegt, bringen wir es in Ordnung: Wir drucken die betroffenen Schachteln kostenlos neu oder erstatten sie.',
        ) +
        '<h2>Was wir neu drucken oder erstatten</h2>' +
        list([
          'Druckfehler: Verschmierungen, Passerfehler, fehlender Druck oder Farben, die deutlich von Ihrem freigegebenen Proof abweichen.',
          'Falsche Bauart, Größe oder Menge im Vergleich zur Auftragsbestätigung.',
          'Transportschäden oder eine unvollständige Lieferung.',
        ]) +
        '<h2>So reklamieren Sie</h2>' +
        list([
          `Schreiben Sie innerhalb von <strong>30 Tagen nach Lieferung</strong> mit Ihrer Bestellnummer an ${brand.email}.`,
          'Fügen Sie Fotos der betroffenen Schachteln sowie des Versandkartons und Etiketts bei.',
          'Nennen Sie die Anzahl der betroffenen Schachteln und bewahren Sie sie bis zur Klärung auf.',
        ]) +
        paragraphs(
          'Wir antworten innerhalb von zwei Werktagen. Genehmigte Nachdrucke werden in der Produktion vorgezogen; Erstattungen erreichen Ihr Konto 5 bis 10 Werktage nach Genehmigung.',
          accountNote.de,
        ) +
        '<h2>Was nicht abgedeckt ist</h2>' +
        list([
          'Fehler in Druckdaten, die Sie im Proof freigegeben haben, etwa Tippfehler oder Bilder, die wir als zu gering aufgelöst markiert hatten.',
          'Übliche Farbabweichungen zwischen Bildschirm und Druck sowie natürliche Farbunterschiede bei braunem Karton.',
          'Schäden nach der Lieferung, zum Beispiel durch feuchte oder gequetschte Lagerung.',
        ]) +
        '<h2>Stornierungen, Muster und Proofs</h2>' +
        list([
          'Bis zur Freigabe des Proofs können Sie kostenlos stornieren; wir erstatten den vollen Betrag.',
          'Nach Produktionsbeginn ist keine Stornierung mehr möglich.',
          'Musterschachteln für 1 $ werden nicht erstattet, beschädigt ankommende Muster ersetzen wir aber.',
          'Gedruckte Proofs werden nach dem Versand nicht erstattet.',
          'Versandkosten erstatten wir immer, wenn der Nachdruck oder die Erstattung auf unseren Fehler zurückgeht.',
        ]) +
        paragraphs(
          `Fragen zu einer Bestellung? ${link('/view/contact', 'Kontakt aufnehmen')} oder ${brand.phone} anrufen.`,
        ),
    },
  };
}

/** `policy/privacy-policy` of a selling store. */
export function privacyPolicy(store: SellingStore): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  const address = brand.address.join(', ');
  const showroom: Localized<string> =
    store === 'ybd'
      ? {
          en: 'When you visit the showroom we note your appointment and the selection you build with your consultant, so we can prepare your quote and pick up where you left off.',
          de: 'Wenn Sie den Showroom besuchen, notieren wir Ihren Termin und die mit Ihrer Beratung zusammengestellte Auswahl, damit wir Ihr Angebot vorbereiten und beim nächsten Mal anknüpfen können.',
        }
      : {
          en: 'When you design online, we store your designs and uploaded files in your account so you can reopen, share and reorder them.',
          de: 'Wenn Sie online gestalten, speichern wir Ihre Designs und hochgeladenen Dateien in Ihrem Konto, damit Sie sie wieder öffnen, teilen und erneut bestellen können.',
        };
  return {
    en: {
      title: `Privacy Policy | ${brand.name}`,
      description: `What personal information ${brand.name} collects, why, who we share it with, how long we keep it and your rights.`,
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Privacy policy</h2>' +
        paragraphs(
          `This policy explains how ${brand.company}, ${address} ("${brand.name}", "we") handles personal information when you use our website, order boxes or contact us.`,
        ) +
        '<h2>What we collect</h2>' +
        list([
          '<strong>Account details:</strong> name, company, job title, email address, phone number and a securely hashed password.',
          '<strong>Order details:</strong> shipping and billing addresses, the boxes you order and your order history.',
          '<strong>Payment details:</strong> handled by our payment processor; we never see or store full card numbers.',
          '<strong>Designs and files:</strong> artwork you upload and designs you create.',
          '<strong>Usage data:</strong> pages viewed, device and browser type, collected through cookies and similar technology.',
          '<strong>Messages:</strong> what you send us through forms, email or phone.',
        ]) +
        paragraphs(showroom.en) +
        '<h2>Why we use it</h2>' +
        list([
          'To produce, ship and support your orders, including proofs and claims.',
          'To run your account and keep it secure.',
          'To send you service messages about your orders.',
          'To send marketing emails, only if you subscribed; every email has an unsubscribe link.',
          'To understand how the site is used and improve it.',
        ]) +
        '<h2>Who we share it with</h2>' +
        paragraphs(
          'We share information only with the companies that help us run the business: our print production partners, shipping carriers, payment processors, email and analytics providers. Each may use it only to provide their service to us. We disclose information to authorities only where the law requires it. <strong>We do not sell your personal information.</strong>',
        ) +
        '<h2>How long we keep it</h2>' +
        list([
          'Order and invoice records: seven years, for tax and accounting.',
          'Designs and uploaded files: until you delete them or close your account.',
          'Account details: until you close your account.',
        ]) +
        '<h2>Your rights</h2>' +
        paragraphs(
          `You can ask to see, correct or delete your personal information and opt out of marketing at any time. Residents of California have the rights of the CCPA, and residents of Canada those of PIPEDA; we honour them the same way. Write to ${brand.privacyEmail}; we answer within 30 days.`,
        ) +
        '<h2>Cookies</h2>' +
        paragraphs(
          'Necessary cookies keep you signed in and remember your cart. Analytics cookies help us improve the site; you can refuse them in the cookie settings or your browser.',
        ) +
        '<h2>Children</h2>' +
        paragraphs(
          'Our services are for businesses and adults. We do not knowingly collect information from children under 16.',
        ) +
        '<h2>Changes</h2>' +
        paragraphs(
          'We update this policy when our practices change and show the date of the last change on this page. For significant changes we email account holders.',
        ),
    },
    de: {
      title: `Datenschutzerklärung | ${brand.name}`,
      description: `Welche personenbezogenen Daten ${brand.name} erhebt, wofür, an wen wir sie weitergeben, wie lange wir sie speichern und welche Rechte Sie haben.`,
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Datenschutzerklärung</h2>' +
        paragraphs(
          `Diese Erklärung beschreibt, wie die ${brand.company}, ${address} („${brand.name}“, „wir“) mit personenbezogenen Daten umgeht, wenn Sie unsere Website nutzen, Schachteln bestellen oder uns kontaktieren.`,
        ) +
        '<h2>Was wir erheben</h2>' +
        list([
          '<strong>Kontodaten:</strong> Name, Firma, Position, E-Mail-Adresse, Telefonnummer und ein sicher gehashtes Passwort.',
          '<strong>Bestelldaten:</strong> Liefer- und Rechnungsadressen, bestellte Schachteln und Ihre Bestellhistorie.',
          '<strong>Zahlungsdaten:</strong> verarbeitet unser Zahlungsdienstleister; vollständige Kartennummern sehen oder speichern wir nie.',
          '<strong>Designs und Dateien:</strong> hochgeladene Druckdaten und erstellte Designs.',
          '<strong>Nutzungsdaten:</strong> aufgerufene Seiten, Geräte- und Browsertyp, erhoben über Cookies und ähnliche Technik.',
          '<strong>Nachrichten:</strong> was Sie uns über Formulare, E-Mail oder Telefon mitteilen.',
        ]) +
        paragraphs(showroom.de) +
        '<h2>Wofür wir sie nutzen</h2>' +
        list([
          'Um Ihre Bestellungen zu fertigen, zu versenden und zu betreuen, einschließlich Proofs und Reklamationen.',
          'Um Ihr Konto zu führen und zu schützen.',
          'Um Ihnen Servicenachrichten zu Ihren Bestellungen zu senden.',
          'Um Marketing-E-Mails zu senden – nur, wenn Sie sich angemeldet haben; jede E-Mail enthält einen Abmeldelink.',
          'Um zu verstehen, wie die Website genutzt wird, und sie zu verbessern.',
        ]) +
        '<h2>An wen wir sie weitergeben</h2>' +
        paragraphs(
          'Wir geben Daten nur an Unternehmen weiter, die uns beim Betrieb helfen: Druckpartner, Versanddienstleister, Zahlungsdienstleister sowie E-Mail- und Analyseanbieter. Sie dürfen die Daten nur für ihre Leistung an uns verwenden. An Behörden geben wir Daten nur weiter, wenn das Gesetz es verlangt. <strong>Wir verkaufen Ihre personenbezogenen Daten nicht.</strong>',
        ) +
        '<h2>Wie lange wir sie speichern</h2>' +
        list([
          'Bestell- und Rechnungsunterlagen: sieben Jahre, für Steuer und Buchhaltung.',
          'Designs und hochgeladene Dateien: bis Sie sie löschen oder Ihr Konto schließen.',
          'Kontodaten: bis Sie Ihr Konto schließen.',
        ]) +
        '<h2>Ihre Rechte</h2>' +
        paragraphs(
          `Sie können jederzeit Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen und Marketing widersprechen. Einwohner Kaliforniens haben die Rechte nach dem CCPA, Einwohner Kanadas die nach PIPEDA; wir behandeln sie gleich. Schreiben Sie an ${brand.privacyEmail}; wir antworten innerhalb von 30 Tagen.`,
        ) +
        '<h2>Cookies</h2>' +
        paragraphs(
          'Notwendige Cookies halten Sie angemeldet und merken sich Ihren Warenkorb. Analyse-Cookies helfen uns, die Website zu verbessern; Sie können sie in den Cookie-Einstellungen oder im Browser ablehnen.',
        ) +
        '<h2>Kinder</h2>' +
        paragraphs(
          'Unser Angebot richtet sich an Unternehmen und Erwachsene. Wir erheben wissentlich keine Daten von Kindern unter 16 Jahren.',
        ) +
        '<h2>Änderungen</h2>' +
        paragraphs(
          'Wir passen diese Erklärung an, wenn sich unsere Praxis ändert, und zeigen hier das Datum der letzten Änderung. Über wesentliche Änderungen informieren wir Kontoinhaber per E-Mail.',
        ),
    },
  };
}

/** `policy/terms-of-service` of a selling store. */
export function termsOfService(store: SellingStore): Localized<PageSeed> {
  const brand = BRAND_FACTS[store];
  const law = LAW[store];
  return {
    en: {
      title: `Terms of Service | ${brand.name}`,
      description: `The terms for ordering custom printed boxes from ${brand.name}: accounts, orders, artwork, proofs, delivery, payment and liability.`,
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Terms of service</h2>' +
        paragraphs(
          `These terms apply to every order placed with ${brand.company} ("${brand.name}") through this website${store === 'ybd' ? ' or in our showroom' : ''}. By placing an order you accept them.`,
        ) +
        '<h2>1. Accounts</h2>' +
        paragraphs(
          'Keep your account details accurate and your password private. You are responsible for orders placed with your account.',
        ) +
        '<h2>2. Orders and prices</h2>' +
        paragraphs(
          'Prices are in US dollars and exclude sales tax, which is added at checkout where it applies. A contract is formed when we confirm your order by email. We may correct obvious pricing errors before production and will ask you before charging a different amount.',
        ) +
        '<h2>3. Your artwork</h2>' +
        paragraphs(
          'You confirm that you own or are licensed to use everything you upload, and you grant us the right to reproduce it only to make your order. We may refuse artwork that infringes the rights of others or is unlawful.',
        ) +
        '<h2>4. Proofs and approval</h2>' +
        paragraphs(
          'We produce exactly what you approve. Please check spelling, content, size and placement carefully; after approval, errors in the artwork are your responsibility. Colours on screen are a guide; printed colours may vary slightly.',
        ) +
        '<h2>5. Production and delivery</h2>' +
        paragraphs(
          'Production and arrival dates are estimates we work hard to meet; carrier delays are outside our control. We ship to the United States and Canada only, not to PO boxes. Risk passes to you on delivery.',
        ) +
        '<h2>6. Payment</h2>' +
        paragraphs(
          'We accept credit cards and PayPal. Approved business accounts may pay by invoice within the terms shown on the invoice. We may hold production until payment has cleared.',
        ) +
        '<h2>7. Samples</h2>' +
        paragraphs(
          '$1 sample boxes are limited to three per customer and are supplied unprinted for evaluation.',
        ) +
        '<h2>8. Cancellations and claims</h2>' +
        paragraphs(
          `Cancellations and reprints are governed by our ${link('/policy/refund-policy', 'refund policy')}.`,
        ) +
        '<h2>9. Liability</h2>' +
        paragraphs(
          'Our liability for any order is limited to the amount you paid for it. We are not liable for indirect losses such as lost profits or missed launches, except where the law does not allow this limit.',
        ) +
        '<h2>10. Governing law</h2>' +
        paragraphs(
          `These terms are governed by the laws of ${law.en}. How we handle personal information is set out in our ${link('/policy/privacy-policy', 'privacy policy')}.`,
        ) +
        paragraphs(`Contact: ${brand.company}, ${brand.address.join(', ')}, ${brand.email}.`),
    },
    de: {
      title: `Nutzungs- und Geschäftsbedingungen | ${brand.name}`,
      description: `Die Bedingungen für Bestellungen bedruckter Schachteln bei ${brand.name}: Konten, Bestellungen, Druckdaten, Proofs, Lieferung, Zahlung und Haftung.`,
      updatedAt: UPDATED,
      bodyHtml:
        '<h2>Nutzungs- und Geschäftsbedingungen</h2>' +
        paragraphs(
          `Diese Bedingungen gelten für jede Bestellung bei der ${brand.company} („${brand.name}“) über diese Website${store === 'ybd' ? ' oder in unserem Showroom' : ''}. Mit Ihrer Bestellung erkennen Sie sie an.`,
        ) +
        '<h2>1. Konten</h2>' +
        paragraphs(
          'Halten Sie Ihre Kontodaten aktuell und Ihr Passwort geheim. Für Bestellungen über Ihr Konto sind Sie verantwortlich.',
        ) +
        '<h2>2. Bestellungen und Preise</h2>' +
        paragraphs(
          'Preise verstehen sich in US-Dollar zuzüglich der Umsatzsteuer, die im Checkout hinzukommt, wo sie anfällt. Der Vertrag kommt mit unserer Auftragsbestätigung per E-Mail zustande. Offensichtliche Preisfehler dürfen wir vor der Produktion korrigieren; einen abweichenden Betrag buchen wir nur nach Rücksprache.',
        ) +
        '<h2>3. Ihre Druckdaten</h2>' +
        paragraphs(
          'Sie bestätigen, dass Sie alle hochgeladenen Inhalte besitzen oder nutzen dürfen, und räumen uns das Recht ein, sie ausschließlich für Ihre Bestellung zu vervielfältigen. Inhalte, die Rechte Dritter verletzen oder rechtswidrig sind, dürfen wir ablehnen.',
        ) +
        '<h2>4. Proofs und Freigabe</h2>' +
        paragraphs(
          'Wir fertigen genau das, was Sie freigeben. Prüfen Sie Rechtschreibung, Inhalt, Größe und Platzierung sorgfältig; nach der Freigabe liegen Fehler in den Druckdaten in Ihrer Verantwortung. Bildschirmfarben sind eine Orientierung; Druckfarben können leicht abweichen.',
        ) +
        '<h2>5. Fertigung und Lieferung</h2>' +
        paragraphs(
          'Produktions- und Liefertermine sind Schätzungen, die wir nach Kräften einhalten; Verzögerungen beim Versanddienstleister liegen außerhalb unseres Einflusses. Wir liefern nur in die USA und nach Kanada, nicht an Postfächer. Die Gefahr geht mit der Lieferung auf Sie über.',
        ) +
        '<h2>6. Zahlung</h2>' +
        paragraphs(
          'Wir akzeptieren Kreditkarten und PayPal. Freigeschaltete Geschäftskonten können innerhalb der auf der Rechnung genannten Frist auf Rechnung zahlen. Wir dürfen die Produktion bis zum Zahlungseingang zurückstellen.',
        ) +
        '<h2>7. Muster</h2>' +
        paragraphs(
          'Musterschachteln für 1 $ sind auf drei pro Kunde begrenzt und werden unbedruckt zur Beurteilung geliefert.',
        ) +
        '<h2>8. Stornierungen und Reklamationen</h2>' +
        paragraphs(
          `Stornierungen und Nachdrucke regelt unsere ${link('/policy/refund-policy', 'Erstattungsrichtlinie')}.`,
        ) +
        '<h2>9. Haftung</h2>' +
        paragraphs(
          'Unsere Haftung für eine Bestellung ist auf den dafür gezahlten Betrag begrenzt. Für mittelbare Schäden wie entgangenen Gewinn oder verpasste Produktstarts haften wir nicht, soweit das Gesetz diese Begrenzung zulässt.',
        ) +
        '<h2>10. Anwendbares Recht</h2>' +
        paragraphs(
          `Es gilt das Recht ${law.de}. Wie wir mit personenbezogenen Daten umgehen, steht in unserer ${link('/policy/privacy-policy', 'Datenschutzerklärung')}.`,
        ) +
        paragraphs(`Kontakt: ${brand.company}, ${brand.address.join(', ')}, ${brand.email}.`),
    },
  };
}
