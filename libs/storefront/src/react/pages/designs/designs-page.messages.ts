/**
 * The i18n namespace of the storefront's design routes (the pages' own copy is `designs`).
 *
 * @example
 * const { t } = useMessages(DESIGN_PAGES_NAMESPACE);
 */
export const DESIGN_PAGES_NAMESPACE = 'design-pages';

/**
 * Strings the storefront adds around the pages of `@storefront/designs`: titles and
 * descriptions of the routes without brand SEO copy, the approve route's product loading,
 * and the read-only view of a shared design. English and German have the same keys (tested);
 * the spec's wording is kept verbatim ('Request is invalid or expired').
 *
 * @example
 * registerMessages(i18n, DESIGN_PAGES_NAMESPACE, designPagesMessages);
 */
export const designPagesMessages = {
  en: {
    meta: {
      templateMaker: {
        title: 'Template maker',
        description:
          'Choose a box template and size, see its dieline and download it as SVG or PDF.',
      },
      templateDesigner: {
        title: 'Template designer',
        description:
          'Design your box online: images, logos and text on every panel, outside and inside, with a 3D preview.',
      },
      approveDesign: {
        title: 'Approve your design',
        description: 'Check your design, choose the quantity and approve it for print.',
      },
      myDesigns: {
        title: 'My designs',
        description: 'The box designs you saved, to open, rename, duplicate, share or order.',
      },
      downloadArtwork: {
        title: 'Download artwork',
        description: 'Dieline templates of every box style as SVG or PDF.',
      },
      sharedDesign: {
        title: 'Shared design',
        description: 'A box design someone shared with you.',
      },
    },
    approve: {
      noDesign: 'Choose a design to approve first.',
      toMyDesigns: 'Go to My Designs',
      toDesigner: 'Design a box',
      loadingProduct: 'Loading the product…',
      productFailed: 'The product of this design could not be loaded.',
      unknownProduct: 'This design’s product is not sold in this store.',
      customSize:
        'The size {size} is not one of the sizes of this product, so it cannot be added to the cart. Choose one of these sizes in the designer: {sizes}.',
      retry: 'Try again',
    },
    shared: {
      heading: '{name}',
      intro: '{name} shared this box design with you.',
      product: 'Box',
      size: 'Inside size',
      updated: 'Last changed',
      expires: 'You can view it until {date}.',
      preview: 'Preview of {name}',
      dieline: 'Dieline of the {style}, inside {size}',
      sizeValue: '{length} × {width} × {depth} in',
      contents: 'On the box',
      contentsEmpty: 'Nothing has been placed on this box yet.',
      objectImage: 'Image {name}',
      objectText: 'Text “{text}”',
      background: 'Background colour {colour}',
      where: '{panel} ({face})',
      designYourOwn: 'Design your own box',
      backToHome: 'Back to Homepage',
      loading: 'Loading the shared design…',
      invalid: 'Request is invalid or expired',
      invalidHint: 'Ask the person who shared it for a new link.',
      deleted: 'The shared design was deleted',
      failed: 'The shared design could not be loaded. Please try again.',
      retry: 'Try again',
    },
  },
  de: {
    meta: {
      templateMaker: {
        title: 'Vorlagen-Generator',
        description:
          'Schachtelvorlage und Größe wählen, Stanzkontur ansehen und als SVG oder PDF herunterladen.',
      },
      templateDesigner: {
        title: 'Vorlagen-Designer',
        description:
          'Gestalten Sie Ihre Schachtel online: Bilder, Logos und Text auf jeder Seite, außen und innen, mit 3D-Vorschau.',
      },
      approveDesign: {
        title: 'Design freigeben',
        description: 'Design prüfen, Menge wählen und für den Druck freigeben.',
      },
      myDesigns: {
        title: 'Meine Designs',
        description:
          'Ihre gespeicherten Schachteldesigns zum Öffnen, Umbenennen, Duplizieren, Teilen oder Bestellen.',
      },
      downloadArtwork: {
        title: 'Druckdaten herunterladen',
        description: 'Stanzkonturen aller Schachtelarten als SVG oder PDF.',
      },
      sharedDesign: {
        title: 'Geteiltes Design',
        description: 'Ein Schachteldesign, das jemand mit Ihnen geteilt hat.',
      },
    },
    approve: {
      noDesign: 'Wählen Sie zuerst ein Design zur Freigabe.',
      toMyDesigns: 'Zu Meine Designs',
      toDesigner: 'Schachtel gestalten',
      loadingProduct: 'Produkt wird geladen…',
      productFailed: 'Das Produkt dieses Designs konnte nicht geladen werden.',
      unknownProduct: 'Das Produkt dieses Designs wird in diesem Shop nicht verkauft.',
      customSize:
        'Die Größe {size} gehört nicht zu den Größen dieses Produkts und kann daher nicht in den Warenkorb. Wählen Sie im Designer eine dieser Größen: {sizes}.',
      retry: 'Erneut versuchen',
    },
    shared: {
      heading: '{name}',
      intro: '{name} hat dieses Schachteldesign mit Ihnen geteilt.',
      product: 'Schachtel',
      size: 'Innenmaß',
      updated: 'Zuletzt geändert',
      expires: 'Sie können es bis {date} ansehen.',
      preview: 'Vorschau von {name}',
      dieline: 'Stanzkontur: {style}, innen {size}',
      sizeValue: '{length} × {width} × {depth} in',
      contents: 'Auf der Schachtel',
      contentsEmpty: 'Auf dieser Schachtel ist noch nichts platziert.',
      objectImage: 'Bild {name}',
      objectText: 'Text „{text}“',
      background: 'Hintergrundfarbe {colour}',
      where: '{panel} ({face})',
      designYourOwn: 'Eigene Schachtel gestalten',
      backToHome: 'Zur Startseite',
      loading: 'Das geteilte Design wird geladen…',
      invalid: 'Die Anfrage ist ungültig oder abgelaufen',
      invalidHint: 'Bitten Sie die Person, die es geteilt hat, um einen neuen Link.',
      deleted: 'Das geteilte Design wurde gelöscht',
      failed: 'Das geteilte Design konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
      retry: 'Erneut versuchen',
    },
  },
} as const;
