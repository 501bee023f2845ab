import { RequireCustomer } from '@storefront/identity-sdk/react';
import type { ComponentType } from 'react';
import { useIdentityMessages } from '../identity/use-identity-messages';
import { plannedPage, type PlannedCatalogue } from './planned-page';

const catalogue: PlannedCatalogue<'myOrders' | 'myInfo' | 'myDesigns'> = {
  en: {
    release: 'Account pages open with the orders and account release, after sign-in is available.',
    myOrders: {
      heading: 'My orders',
      summary:
        'Your orders with their production status, tracking, invoices and one-click reorder.',
    },
    myInfo: {
      heading: 'My info',
      summary: 'Your profile, default addresses, password, email and newsletter preferences.',
    },
    myDesigns: {
      heading: 'My designs',
      summary: 'The box designs you saved, to rename, duplicate, share or order.',
    },
  },
  de: {
    release:
      'Kontoseiten kommen mit dem Bestell- und Konto-Release, sobald die Anmeldung verfügbar ist.',
    myOrders: {
      heading: 'Meine Bestellungen',
      summary:
        'Ihre Bestellungen mit Produktionsstatus, Sendungsverfolgung, Rechnungen und Nachbestellung.',
    },
    myInfo: {
      heading: 'Meine Daten',
      summary: 'Profil, Standardadressen, Passwort, E-Mail und Newsletter-Einstellungen.',
    },
    myDesigns: {
      heading: 'Meine Designs',
      summary:
        'Ihre gespeicherten Schachteldesigns zum Umbenennen, Duplizieren, Teilen oder Bestellen.',
    },
  },
};

/** Account pages are for signed-in customers: visitors go to /login and come back. */
function forCustomers(Page: ComponentType) {
  function CustomerPage() {
    useIdentityMessages();
    return (
      <RequireCustomer>
        <Page />
      </RequireCustomer>
    );
  }
  CustomerPage.displayName = `ForCustomers(${Page.displayName ?? Page.name})`;
  return CustomerPage;
}

export const MyOrdersPage = forCustomers(
  plannedPage('planned-account', catalogue, 'myOrders', 'myOrders'),
);
export const MyInfoPage = forCustomers(
  plannedPage('planned-account', catalogue, 'myInfo', 'myInfo'),
);
export const MyDesignsPage = forCustomers(
  plannedPage('planned-account', catalogue, 'myDesigns', 'myDesigns'),
);
