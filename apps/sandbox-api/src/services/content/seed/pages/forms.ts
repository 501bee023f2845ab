import type { ContentForm, ContentFormFieldType, Locale, Localized } from '../types.ts';

type FieldRow = readonly [
  name: string,
  label: string,
  type: ContentFormFieldType,
  required: boolean,
];

const form = (id: string, submitLabel: string, rows: readonly FieldRow[]): ContentForm => ({
  id,
  submitLabel,
  fields: rows.map(([name, label, type, required]) => ({ name, label, type, required })),
});

const FORMS: Record<'contact' | 'customStructure' | 'customerStory', Localized<ContentForm>> = {
  contact: {
    en: form('contact', 'Send message', [
      ['name', 'Your name', 'text', true],
      ['email', 'Email address', 'email', true],
      ['phone', 'Phone number', 'tel', false],
      ['company', 'Company', 'text', false],
      ['orderNumber', 'Order number, if you have one', 'text', false],
      ['message', 'How can we help?', 'textarea', true],
    ]),
    de: form('contact', 'Nachricht senden', [
      ['name', 'Ihr Name', 'text', true],
      ['email', 'E-Mail-Adresse', 'email', true],
      ['phone', 'Telefonnummer', 'tel', false],
      ['company', 'Firma', 'text', false],
      ['orderNumber', 'Bestellnummer, falls vorhanden', 'text', false],
      ['message', 'Wie können wir helfen?', 'textarea', true],
    ]),
  },
  customStructure: {
    en: form('custom-structure-request', 'Request a quote', [
      ['name', 'Your name', 'text', true],
      ['email', 'Email address', 'email', true],
      ['phone', 'Phone number', 'tel', false],
      ['company', 'Company', 'text', true],
      ['product', 'What goes in the box?', 'text', true],
      ['dimensions', 'Product dimensions and weight', 'text', true],
      ['quantity', 'Quantity per order', 'text', true],
      ['details', 'Describe the structure you have in mind', 'textarea', true],
    ]),
    de: form('custom-structure-request', 'Angebot anfragen', [
      ['name', 'Ihr Name', 'text', true],
      ['email', 'E-Mail-Adresse', 'email', true],
      ['phone', 'Telefonnummer', 'tel', false],
      ['company', 'Firma', 'text', true],
      ['product', 'Was kommt in die Schachtel?', 'text', true],
      ['dimensions', 'Maße und Gewicht des Produkts', 'text', true],
      ['quantity', 'Menge pro Bestellung', 'text', true],
      ['details', 'Beschreiben Sie die gewünschte Konstruktion', 'textarea', true],
    ]),
  },
  customerStory: {
    en: form('customer-story-application', 'Apply to be featured', [
      ['name', 'Your name', 'text', true],
      ['email', 'Email address', 'email', true],
      ['company', 'Business name', 'text', true],
      ['website', 'Website or shop link', 'text', false],
      ['boxes', 'Which boxes do you use?', 'text', true],
      ['story', 'Tell us your story', 'textarea', true],
    ]),
    de: form('customer-story-application', 'Jetzt bewerben', [
      ['name', 'Ihr Name', 'text', true],
      ['email', 'E-Mail-Adresse', 'email', true],
      ['company', 'Name Ihres Unternehmens', 'text', true],
      ['website', 'Website oder Shop-Link', 'text', false],
      ['boxes', 'Welche Schachteln nutzen Sie?', 'text', true],
      ['story', 'Erzählen Sie uns Ihre Geschichte', 'textarea', true],
    ]),
  },
};

/** The contact form (`view/contact`). */
export const contactForm = (locale: Locale): ContentForm => FORMS.contact[locale];

/** The custom structure request form (`view/custom-structure-request`). */
export const customStructureForm = (locale: Locale): ContentForm => FORMS.customStructure[locale];

/** The customer story application form (`view/customer-story-application`). */
export const customerStoryForm = (locale: Locale): ContentForm => FORMS.customerStory[locale];
