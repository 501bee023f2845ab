import { plannedPage, type PlannedCatalogue } from './planned-page';

const catalogue: PlannedCatalogue<'shopAllBoxes' | 'shopAllSampleBoxes' | 'product'> = {
  en: {
    release:
      'Box tiles, product pages with live prices and sample ordering open with the catalogue release.',
    shopAllBoxes: {
      heading: 'Shop all boxes',
      summary: 'Every box style with its picture, description and a SELECT button to configure it.',
    },
    shopAllSampleBoxes: {
      heading: '$1 Sample Boxes',
      summary:
        'Six sample boxes for $1 each, up to three per customer, to check board and fit before you order.',
    },
    product: {
      heading: 'Product details',
      summary:
        'Choose the size, print options and quantity of this box and see its price per unit.',
    },
  },
  de: {
    release:
      'Schachtel-Kacheln, Produktseiten mit Live-Preisen und Musterbestellungen kommen mit dem Katalog-Release.',
    shopAllBoxes: {
      heading: 'Alle Schachteln',
      summary:
        'Jede Schachtelart mit Bild, Beschreibung und einer AUSWÄHLEN-Schaltfläche zum Konfigurieren.',
    },
    shopAllSampleBoxes: {
      heading: 'Musterschachteln für 1 $',
      summary:
        'Sechs Musterschachteln für je 1 $, bis zu drei pro Kunde, um Material und Passform zu prüfen.',
    },
    product: {
      heading: 'Produktdetails',
      summary:
        'Wählen Sie Größe, Druckoptionen und Menge dieser Schachtel und sehen Sie den Stückpreis.',
    },
  },
};

export const ShopAllBoxesPage = plannedPage(
  'planned-catalogue',
  catalogue,
  'shopAllBoxes',
  'shopAllBoxes',
);
export const ShopAllSampleBoxesPage = plannedPage(
  'planned-catalogue',
  catalogue,
  'shopAllSampleBoxes',
  'shopAllSampleBoxes',
);
export const ProductPage = plannedPage('planned-catalogue', catalogue, 'product');
