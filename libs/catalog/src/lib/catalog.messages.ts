/**
 * Strings of the catalogue's React components (i18n namespace `catalog`), in English and
 * German with the same keys. Counts go through i18next's plural rules (`_one`/`_other` keys,
 * called with `count`), so one box is never '1 boxes'. The English texts the spec quotes are kept word for word
 * (spelling included): 'Product Details', 'Our Process', 'Unable to load price. Please retry
 * again after sometime', 'Product is out of stock. Please try after sometime', 'Selected
 * quantity of item is not in stock', 'Request is invalid or expired', "We couldn't find the
 * page.", 'Unable to recieve Shipping Options for the given Postal Code'.
 *
 * @example
 * i18n.addResourceBundle('en', 'catalog', catalogMessages.en);
 */
export const catalogMessages = {
  en: {
    boxStyles: {
      displayMailer: 'Display mailer',
      shipper: 'Shipping box',
      giftMailer: 'Gift mailer',
      squareMailer: 'Square mailer',
      gableBox: 'Gable box',
      endOpenMailer: 'End open mailer',
      documentMailer: 'Document mailer',
    },
    boxStylesHeading: 'Box styles',
    common: {
      retry: 'Try again',
      close: 'Close',
    },
    productPage: {
      loading: 'Loading the product…',
      notFound: "We couldn't find the page.",
      loadFailed: 'Sorry, something went wrong. We are working on it.',
      imagesLabel: 'Product images',
      actionsLabel: 'Next steps',
      getStarted: 'Get started',
      orderSample: 'Order a sample or proof',
      uploadArtwork: 'Upload artwork',
      quickAdd: 'Quick add to cart',
      share: 'Share',
      checkFailed: 'Unable to check the selected product options. Please try again.',
      sharedBy: 'You are viewing a selection shared by {name}.',
      shareExpired: 'Request is invalid or expired',
      upsellHeading: 'Complete your order',
      upsellText: 'Protect what you ship with custom-fit corrugated inserts.',
      upsellLink: 'Shipping box inserts',
      quoteHeading: 'Request a quote',
      quoteIntro: 'Tell us what you need and we will send you a quote for this product.',
      quoteOpen: 'Request a quote',
    },
    options: {
      heading: 'Choose your options',
      size: 'Size (L × W × D)',
      sizeValue: '{size} in',
      sizeOutOfStock: '{size} in (out of stock)',
      printOptions: 'Print options',
      color: 'Board color',
    },
    price: {
      quantity: 'Quantity',
      quantityOption:
        '{count, plural, one {{quantity} box · {total} ({unit} each)} other {{quantity} boxes · {total} ({unit} each)}}',
      quantityOptionPending: '{count, plural, one {{quantity} box} other {{quantity} boxes}}',
      total: 'Total',
      perBox: 'per box',
      nextBreak: 'Order {extra} more, save {percent}%',
      nextBreakDetail:
        '{count, plural, one {{quantity} box at {price} each} other {{quantity} boxes at {price} each}}',
      loading: 'Loading prices…',
      failed: 'Unable to load price. Please retry again after sometime',
      retry: 'Retry',
      sampleQuantity: 'Quantity: 1 sample box',
      tiersLabel: 'Price per quantity',
    },
    availability: {
      outOfStock: 'Product is out of stock. Please try after sometime',
      quantityNotInStock: 'Selected quantity of item is not in stock',
      failed: 'Unable to check shipping and availability. Please try again.',
    },
    shipping: {
      heading: 'Shipping estimate',
      loading: 'Estimating shipping…',
      arrives: 'Arrives by {date}',
      method: '{name} shipping: {price}',
      methodFree: '{name} shipping: free',
      destination: 'Estimate for {city}, {state} {postalCode}',
      failed: 'Unable to recieve Shipping Options for the given Postal Code',
    },
    quote: {
      heading: 'Request a quote',
      higherHeading: 'Quote for higher quantities',
      loading: 'Loading the quote form…',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      company: 'Company',
      quantity: 'Quantity',
      quantityHint: '{count, plural, one {At least {min} box} other {At least {min} boxes}}',
      comments: 'Comments',
      commentsHint: 'Sizes, print, deadline: anything that helps us quote.',
      submit: 'Send quote request',
      sent: 'Thank you! We received your quote request {quoteId}.',
      respondBy: 'We will answer by {date}.',
      failed: 'We could not send your quote request. Please try again.',
      errors: {
        nameRequired: 'Name is required',
        nameTooLong: 'Name can be at most 100 characters',
        emailRequired: 'Email is required',
        emailInvalid: 'Enter a valid email address',
        phoneInvalid: 'Phone may contain +, spaces, hyphens and digits, 9 to 19 characters',
        companyTooLong: 'Company can be at most 100 characters',
        quantityRequired: 'Quantity is mandatory',
        quantityInvalid: 'Quantity must be a whole number greater than 0',
        quantityMin:
          '{count, plural, one {Enter at least {min} box} other {Enter at least {min} boxes}}',
        commentsTooLong: 'Comments can be at most 2000 characters',
      },
    },
    higherQuantity: {
      heading:
        '{count, plural, one {Need more than {max} box?} other {Need more than {max} boxes?}}',
      text: 'Large runs are quoted by our team. We answer within two work days.',
      open: 'Get a quote for higher quantities',
    },
    calculator: {
      heading: 'Quantity calculator',
      intro:
        'How many boxes do you need? Enter the inside size of the box and the weight of the product you ship. Products are sold in 10-pound cartons and a box is packed about three-quarters full.',
      length: 'Length (in)',
      width: 'Width (in)',
      height: 'Height (in)',
      quantity: 'Product to ship (lb)',
      calculate: 'Calculate',
      result:
        '{count, plural, one {{cartons} carton of product needs {boxes}.} other {{cartons} cartons of product need {boxes}.}}',
      boxes: '{count, plural, one {{quantity} box} other {{quantity} boxes}}',
      recommended:
        '{count, plural, one {We recommend {quantity} box.} other {We recommend {quantity} boxes.}}',
      exceeds: 'That is more than we price online: request a quote for higher quantities.',
      use: '{count, plural, one {Use {quantity} box} other {Use {quantity} boxes}}',
      errors: {
        lengthRequired: 'Length is required',
        lengthInvalid: 'Length must be a number greater than 0',
        widthRequired: 'Width is required',
        widthInvalid: 'Width must be a number greater than 0',
        heightRequired: 'Height is required',
        heightInvalid: 'Height must be a number greater than 0',
        quantityRequired: 'Quantity is required',
        quantityInvalid: 'Quantity must be a whole number greater than 0',
      },
    },
    tabs: {
      label: 'Product information',
      details: 'Product Details',
      process: 'Our Process',
    },
    reviews: {
      heading: 'Customer reviews',
      summary: '{average} out of 5 stars',
      count: '{count, plural, one {# review} other {# reviews}}',
      rating: 'Rated {rating} out of 5',
      failed: 'Reviews could not be loaded.',
      loading: 'Loading reviews…',
    },
    process: {
      heading: 'Our Process',
      steps: {
        choose: {
          title: 'Choose your box',
          text: 'Pick a style, a size, the print and how many boxes you need.',
        },
        design: {
          title: 'Design it',
          text: 'Design online with our templates or upload your own artwork.',
        },
        proof: {
          title: 'Approve your proof',
          text: 'Our prepress team checks every file before anything is printed.',
        },
        ship: {
          title: 'We print and ship',
          text: 'Your boxes are printed, packed in cartons and shipped to your door.',
        },
      },
    },
    selectionHeader: {
      heading: 'Your selection',
      size: 'Size',
      printOptions: 'Print',
      color: 'Board',
      quantity: 'Quantity',
      total: 'Total',
    },
    share: {
      title: 'Share this product',
      description:
        'Create a link to this product with the options you chose. Add an email address and we send the link there too.',
      name: 'Your name',
      email: 'Recipient email (optional)',
      create: 'Create link',
      link: 'Link to share',
      copy: 'Copy link',
      copied: 'Link copied',
      copyFailed: 'Copy the link by hand: your browser did not allow copying.',
      expires: 'The link works until {date}.',
      failed: 'Unable to create a share link. Please try again.',
      errors: {
        nameRequired: 'Your name is required',
        nameTooLong: 'Your name can be at most 100 characters',
        emailInvalid: 'Enter a valid email address',
      },
    },
    sample: {
      badge: '$1 sample',
      rule: 'A customer may have up to three $1 samples, one per size and style at a time.',
      add: 'Add sample',
      remaining:
        '{count, plural, one {You can add # more sample.} other {You can add # more samples.}}',
      reasons: {
        duplicate: 'You already have this sample in this size. Choose another size or style.',
        limit: 'You already have three $1 samples.',
        quantity: 'A sample is one box at a time.',
      },
    },
  },
  de: {
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
      heading:
        '{count, plural, one {Mehr als {max} Schachtel?} other {Mehr als {max} Schachteln?}}',
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
      count: '{count, plural, one {# Bewertung} other {# Bewertungen}}',
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
        '{count, plural, one {Sie können noch # Muster hinzufügen.} other {Sie können noch # Muster hinzufügen.}}',
      reasons: {
        duplicate:
          'Dieses Muster haben Sie in dieser Größe schon. Wählen Sie eine andere Größe oder Art.',
        limit: 'Sie haben schon drei Muster für 1 $.',
        quantity: 'Ein Muster ist immer eine Schachtel.',
      },
    },
  },
} as const;

/**
 * The namespace the catalogue's components read their strings from.
 *
 * @example
 * i18n.addResourceBundle('de', CATALOG_NAMESPACE, catalogMessages.de);
 */
export const CATALOG_NAMESPACE = 'catalog';

/**
 * The shape of one language of {@link catalogMessages}.
 *
 * @example
 * const heading = (messages: CatalogMessages) => messages.boxStylesHeading;
 */
export type CatalogMessages = (typeof catalogMessages)['en'];
