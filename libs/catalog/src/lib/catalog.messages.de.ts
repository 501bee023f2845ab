/** German catalogue of the `catalog` namespace, with the English keys (see `catalogMessages`). */
export const catalogMessagesDe = {
  boxStyles: {
    displayMailer: 'Präsentations-Mailer',
    shipper: 'Versandkarton',
    giftMailer: 'Geschenk-Mailer',
    squareMailer: 'Quadratischer Mailer',
    gableBox: 'Giebelschachtel',
    endOpenMailer: 'Stirnseitig offener Mailer',
    documentMailer: 'Dokumenten-Mailer',
  },
  boxStylesHeading: 'Schachtelarten',
  common: {
    retry: 'Erneut versuchen',
    close: 'Schließen',
  },
  productPage: {
    loading: 'Das Produkt wird geladen …',
    notFound: 'Wir konnten die Seite nicht finden.',
    loadFailed: 'Leider ist etwas schiefgelaufen. Wir arbeiten daran.',
    imagesLabel: 'Produktbilder',
    actionsLabel: 'Nächste Schritte',
    getStarted: 'Jetzt gestalten',
    orderSample: 'Muster oder Proof bestellen',
    uploadArtwork: 'Druckdaten hochladen',
    quickAdd: 'Direkt in den Warenkorb',
    share: 'Teilen',
    checkFailed:
      'Die gewählten Produktoptionen konnten nicht geprüft werden. Bitte versuchen Sie es erneut.',
    sharedBy: 'Sie sehen eine Auswahl, die {name} mit Ihnen geteilt hat.',
    shareExpired: 'Die Anfrage ist ungültig oder abgelaufen.',
    upsellHeading: 'Ergänzen Sie Ihre Bestellung',
    upsellText: 'Schützen Sie Ihre Sendungen mit passgenauen Einlagen aus Wellpappe.',
    upsellLink: 'Einlagen für Versandkartons',
    quoteHeading: 'Angebot anfragen',
    quoteIntro: 'Sagen Sie uns, was Sie brauchen, und wir schicken Ihnen ein Angebot.',
    quoteOpen: 'Angebot anfragen',
  },
  options: {
    heading: 'Optionen wählen',
    size: 'Größe (L × B × T)',
    sizeValue: '{size} Zoll',
    sizeOutOfStock: '{size} Zoll (nicht vorrätig)',
    printOptions: 'Druck',
    color: 'Kartonfarbe',
  },
  price: {
    quantity: 'Menge',
    quantityOption:
      '{count, plural, one {{quantity} Schachtel · {total} ({unit} pro Stück)} other {{quantity} Schachteln · {total} ({unit} pro Stück)}}',
    quantityOptionPending:
      '{count, plural, one {{quantity} Schachtel} other {{quantity} Schachteln}}',
    total: 'Gesamt',
    perBox: 'pro Schachtel',
    nextBreak: 'Bestellen Sie {extra} mehr und sparen Sie {percent} %',
    nextBreakDetail:
      '{count, plural, one {{quantity} Schachtel zu je {price}} other {{quantity} Schachteln zu je {price}}}',
    loading: 'Preise werden geladen …',
    failed: 'Der Preis konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    retry: 'Erneut laden',
    sampleQuantity: 'Menge: 1 Musterschachtel',
    tiersLabel: 'Preis je Menge',
  },
  availability: {
    outOfStock: 'Das Produkt ist nicht vorrätig. Bitte versuchen Sie es später noch einmal.',
    quantityNotInStock: 'Die gewählte Menge ist nicht vorrätig.',
    failed:
      'Versand und Verfügbarkeit konnten nicht geprüft werden. Bitte versuchen Sie es erneut.',
  },
  shipping: {
    heading: 'Versandschätzung',
    loading: 'Versand wird geschätzt …',
    arrives: 'Ankunft bis {date}',
    method: 'Versand {name}: {price}',
    methodFree: 'Versand {name}: kostenlos',
    destination: 'Schätzung für {city}, {state} {postalCode}',
    failed: 'Für diese Postleitzahl konnten keine Versandoptionen ermittelt werden.',
  },
  quote: {
    heading: 'Angebot anfragen',
    higherHeading: 'Angebot für größere Mengen',
    loading: 'Das Angebotsformular wird geladen …',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    company: 'Firma',
    quantity: 'Menge',
    quantityHint:
      '{count, plural, one {Mindestens {min} Schachtel} other {Mindestens {min} Schachteln}}',
    comments: 'Anmerkungen',
    commentsHint: 'Größen, Druck, Termin: alles, was uns beim Angebot hilft.',
    submit: 'Angebotsanfrage senden',
    sent: 'Vielen Dank! Wir haben Ihre Angebotsanfrage {quoteId} erhalten.',
    respondBy: 'Sie hören bis {date} von uns.',
    failed: 'Ihre Angebotsanfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    errors: {
      nameRequired: 'Bitte geben Sie Ihren Namen an',
      nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
      phoneInvalid:
        'Die Telefonnummer darf +, Leerzeichen, Bindestriche und Ziffern enthalten, 9 bis 19 Zeichen',
      companyTooLong: 'Die Firma darf höchstens 100 Zeichen lang sein',
      quantityRequired: 'Bitte geben Sie eine Menge an',
      quantityInvalid: 'Die Menge muss eine ganze Zahl größer als 0 sein',
      quantityMin:
        '{count, plural, one {Bitte mindestens {min} Schachtel angeben} other {Bitte mindestens {min} Schachteln angeben}}',
      commentsTooLong: 'Die Anmerkungen dürfen höchstens 2000 Zeichen lang sein',
    },
  },
  higherQuantity: {
    heading: '{count, plural, one {Mehr als {max} Schachtel?} other {Mehr als {max} Schachteln?}}',
    text: 'Große Auflagen kalkuliert unser Team. Sie erhalten innerhalb von zwei Werktagen Antwort.',
    open: 'Angebot für größere Mengen anfragen',
  },
  calculator: {
    heading: 'Mengenrechner',
    intro:
      'Wie viele Schachteln brauchen Sie? Geben Sie die Innenmaße der Schachtel und das Gewicht Ihrer Ware an. Ware wird in 10-Pfund-Kartons gerechnet, eine Schachtel wird zu etwa drei Vierteln gefüllt.',
    length: 'Länge (Zoll)',
    width: 'Breite (Zoll)',
    height: 'Höhe (Zoll)',
    quantity: 'Zu versendende Ware (lb)',
    calculate: 'Berechnen',
    result:
      '{count, plural, one {{cartons} Karton Ware braucht {boxes}.} other {{cartons} Kartons Ware brauchen {boxes}.}}',
    boxes: '{count, plural, one {{quantity} Schachtel} other {{quantity} Schachteln}}',
    recommended:
      '{count, plural, one {Wir empfehlen {quantity} Schachtel.} other {Wir empfehlen {quantity} Schachteln.}}',
    exceeds:
      'Das ist mehr, als wir online berechnen: Fragen Sie ein Angebot für größere Mengen an.',
    use: '{count, plural, one {{quantity} Schachtel übernehmen} other {{quantity} Schachteln übernehmen}}',
    errors: {
      lengthRequired: 'Bitte geben Sie die Länge an',
      lengthInvalid: 'Die Länge muss eine Zahl größer als 0 sein',
      widthRequired: 'Bitte geben Sie die Breite an',
      widthInvalid: 'Die Breite muss eine Zahl größer als 0 sein',
      heightRequired: 'Bitte geben Sie die Höhe an',
      heightInvalid: 'Die Höhe muss eine Zahl größer als 0 sein',
      quantityRequired: 'Bitte geben Sie eine Menge an',
      quantityInvalid: 'Die Menge muss eine ganze Zahl größer als 0 sein',
    },
  },
  tabs: {
    label: 'Produktinformationen',
    details: 'Produktdetails',
    process: 'Unser Ablauf',
  },
  reviews: {
    heading: 'Kundenbewertungen',
    summary: '{average} von 5 Sternen',
    count: '{count, plural, one {{count} Bewertung} other {{count} Bewertungen}}',
    rating: 'Bewertet mit {rating} von 5',
    failed: 'Die Bewertungen konnten nicht geladen werden.',
    loading: 'Bewertungen werden geladen …',
  },
  process: {
    heading: 'Unser Ablauf',
    steps: {
      choose: {
        title: 'Schachtel wählen',
        text: 'Wählen Sie Art, Größe, Druck und die Menge, die Sie brauchen.',
      },
      design: {
        title: 'Gestalten',
        text: 'Gestalten Sie online mit unseren Vorlagen oder laden Sie eigene Druckdaten hoch.',
      },
      proof: {
        title: 'Proof freigeben',
        text: 'Unsere Druckvorstufe prüft jede Datei, bevor gedruckt wird.',
      },
      ship: {
        title: 'Druck und Versand',
        text: 'Ihre Schachteln werden gedruckt, in Kartons verpackt und zu Ihnen geschickt.',
      },
    },
  },
  selectionHeader: {
    heading: 'Ihre Auswahl',
    size: 'Größe',
    printOptions: 'Druck',
    color: 'Karton',
    quantity: 'Menge',
    total: 'Gesamt',
  },
  share: {
    title: 'Dieses Produkt teilen',
    description:
      'Erstellen Sie einen Link zu diesem Produkt mit Ihren Optionen. Mit einer E-Mail-Adresse schicken wir den Link auch dorthin.',
    name: 'Ihr Name',
    email: 'E-Mail des Empfängers (optional)',
    create: 'Link erstellen',
    link: 'Link zum Teilen',
    copy: 'Link kopieren',
    copied: 'Link kopiert',
    copyFailed: 'Bitte kopieren Sie den Link von Hand: Ihr Browser erlaubt das Kopieren nicht.',
    expires: 'Der Link gilt bis {date}.',
    failed: 'Der Link konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    errors: {
      nameRequired: 'Bitte geben Sie Ihren Namen an',
      nameTooLong: 'Ihr Name darf höchstens 100 Zeichen lang sein',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
    },
  },
  sample: {
    badge: '1-$-Muster',
    rule: 'Jede Kundin und jeder Kunde kann bis zu drei Muster für 1 $ haben, je Größe und Art eines zur selben Zeit.',
    add: 'Muster hinzufügen',
    remaining:
      '{count, plural, one {Sie können noch {count} Muster hinzufügen.} other {Sie können noch {count} Muster hinzufügen.}}',
    reasons: {
      duplicate:
        'Dieses Muster haben Sie in dieser Größe schon. Wählen Sie eine andere Größe oder Art.',
      limit: 'Sie haben schon drei Muster für 1 $.',
      quantity: 'Ein Muster ist immer eine Schachtel.',
    },
  },
} as const;
