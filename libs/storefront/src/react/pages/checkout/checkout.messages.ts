/**
 * The i18n namespace of the cart and checkout pages.
 *
 * @example
 * useMessages(CHECKOUT_NAMESPACE, checkoutMessages);
 */
export const CHECKOUT_NAMESPACE = 'checkout';

/**
 * Strings of the cart and checkout pages (the components' own strings are the cart library's
 * `cart` namespace). The spec's messages are word for word in English.
 *
 * @example
 * checkoutMessages.en.cart.empty; // 'Your cart is empty'
 */
export const checkoutMessages = {
  en: {
    cart: {
      heading: 'Your cart',
      empty: 'Your cart is empty',
      emptyText: 'Find the box for your products and add it to your cart.',
      shopAll: 'Shop all boxes',
      samples: 'Order $1 samples',
      checkout: 'Checkout',
      continueShopping: 'Continue shopping',
    },
    shippingAddress: {
      heading: 'Shipping address',
      shippingSection: 'Where should we ship?',
      billingSection: 'Billing address',
      sameAsShipping: 'Billing address is the same as the shipping address',
      saveShipping: 'Save shipping address',
      saveBilling: 'Save billing address',
      change: 'Change',
      changeShipping: 'Change the shipping address',
      changeBilling: 'Change the billing address',
      signInPrompt: 'Have an account?',
      signIn: 'Log in or create an account',
      guest: 'Or continue as a guest: we send your order confirmation to the email below.',
      signedInAs: 'Signed in as {email}',
      continue: 'Continue to shipping',
      back: 'Back to cart',
    },
    shippingMethods: {
      heading: 'Shipping methods',
      intro: 'Choose how each item ships. Arrival dates count work days only.',
      continue: 'Continue to payment',
      back: 'Back to shipping address',
      editAddress: 'Change the shipping address',
      tryAgain: 'Try again',
    },
    payment: {
      heading: 'Payment',
      details: 'Pay for your order',
      placeOrder: 'Place order',
      refresh: 'Refresh the page',
      back: 'Back to shipping methods',
      failedTitle: 'Payment Failed',
      failedText:
        'Please make sure online transactions are enabled for your card. If you were charged, the amount will be refunded automatically.',
      refreshBrowser: 'Payment failed, please refresh your browser.',
      generic: 'Something went wrong while trying to make payments. Please try after sometime!',
      selectValidMethod: 'Please select a valid payment method',
      versionMismatch: 'Please refresh and try again',
      placeOrderFailed: 'Something went wrong while placing the order!',
      cardServiceUnavailable:
        'The card payment service is not available right now. Please try again later.',
      metadataFailed: 'Unable to start the card payment. Please refresh the page and try again.',
    },
    confirmation: {
      heading: 'Thank you for your order!',
      confirming: 'Confirming your order…',
      orderNumber: 'Your order number is {number}',
      emailNote: 'We sent a confirmation to {email}.',
      continueShopping: 'Continue shopping',
      missingHeading: 'Order confirmation',
      viewOrder: 'View your order',
      itemsHeading: 'Your items',
      detailsHeading: 'Order details',
      cardEnding: '{method}: {cardType} ending in {last4}',
    },
    errors: {
      tryAgain: 'Try again',
    },
  },
  de: {
    cart: {
      heading: 'Ihr Warenkorb',
      empty: 'Ihr Warenkorb ist leer',
      emptyText:
        'Finden Sie die passende Schachtel für Ihre Produkte und legen Sie sie in den Warenkorb.',
      shopAll: 'Alle Schachteln ansehen',
      samples: '1-$-Muster bestellen',
      checkout: 'Zur Kasse',
      continueShopping: 'Weiter einkaufen',
    },
    shippingAddress: {
      heading: 'Lieferadresse',
      shippingSection: 'Wohin sollen wir liefern?',
      billingSection: 'Rechnungsadresse',
      sameAsShipping: 'Rechnungsadresse entspricht der Lieferadresse',
      saveShipping: 'Lieferadresse speichern',
      saveBilling: 'Rechnungsadresse speichern',
      change: 'Ändern',
      changeShipping: 'Lieferadresse ändern',
      changeBilling: 'Rechnungsadresse ändern',
      signInPrompt: 'Sie haben ein Konto?',
      signIn: 'Anmelden oder Konto erstellen',
      guest:
        'Oder bestellen Sie als Gast: Die Bestellbestätigung senden wir an die unten angegebene E-Mail-Adresse.',
      signedInAs: 'Angemeldet als {email}',
      continue: 'Weiter zum Versand',
      back: 'Zurück zum Warenkorb',
    },
    shippingMethods: {
      heading: 'Versandarten',
      intro: 'Wählen Sie den Versand für jeden Artikel. Liefertermine zählen nur Werktage.',
      continue: 'Weiter zur Zahlung',
      back: 'Zurück zur Lieferadresse',
      editAddress: 'Lieferadresse ändern',
      tryAgain: 'Erneut versuchen',
    },
    payment: {
      heading: 'Zahlung',
      details: 'Bestellung bezahlen',
      placeOrder: 'Bestellung aufgeben',
      refresh: 'Seite neu laden',
      back: 'Zurück zu den Versandarten',
      failedTitle: 'Zahlung fehlgeschlagen',
      failedText:
        'Bitte prüfen Sie, ob Online-Zahlungen für Ihre Karte freigeschaltet sind. Wurde Ihre Karte belastet, erstatten wir den Betrag automatisch.',
      refreshBrowser: 'Zahlung fehlgeschlagen, bitte laden Sie die Seite neu.',
      generic: 'Bei der Zahlung ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
      selectValidMethod: 'Bitte wählen Sie eine gültige Zahlungsart',
      versionMismatch: 'Bitte laden Sie die Seite neu und versuchen Sie es erneut',
      placeOrderFailed: 'Beim Aufgeben der Bestellung ist etwas schiefgelaufen!',
      cardServiceUnavailable:
        'Der Kartenzahlungsdienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
      metadataFailed:
        'Die Kartenzahlung konnte nicht gestartet werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    },
    confirmation: {
      heading: 'Vielen Dank für Ihre Bestellung!',
      confirming: 'Ihre Bestellung wird bestätigt …',
      orderNumber: 'Ihre Bestellnummer lautet {number}',
      emailNote: 'Wir haben eine Bestätigung an {email} gesendet.',
      continueShopping: 'Weiter einkaufen',
      missingHeading: 'Bestellbestätigung',
      viewOrder: 'Bestellung ansehen',
      itemsHeading: 'Ihre Artikel',
      detailsHeading: 'Bestelldetails',
      cardEnding: '{method}: {cardType} mit Endziffern {last4}',
    },
    errors: {
      tryAgain: 'Erneut versuchen',
    },
  },
} as const;
