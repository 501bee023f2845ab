import { plannedPage, type PlannedCatalogue } from './planned-page';

// Shop all boxes and the sample boxes are real pages now (pages/catalogue/); the product page
// arrives with @storefront/catalog's ProductPage.
const catalogue: PlannedCatalogue<'product'> = {
  en: {
    release:
      'Box tiles, product pages with live prices and sample ordering open with the catalogue release.',
    product: {
      heading: 'Product details',
      summary:
        'Choose the size, print options and quantity of this box and see its price per unit.',
    },
  },
  de: {
    release:
      'Schachtel-Kacheln, Produktseiten mit Live-Preisen und Musterbestellungen kommen mit dem Katalog-Release.',
    product: {
      heading: 'Produktdetails',
      summary:
        'Wählen Sie Größe, Druckoptionen und Menge dieser Schachtel und sehen Sie den Stückpreis.',
    },
  },
};

export const ProductPage = plannedPage('planned-catalogue', catalogue, 'product');
