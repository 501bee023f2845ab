import type { ContentForm, ContentFormFieldType, Locale, Localized } from '../types.ts';

/** A form field in both languages: its name, type, whether it is required, and its label. */
type FieldRow = readonly [
  name: string,
  type: ContentFormFieldType,
  required: boolean,
  label: Localized<string>,
];

/** A form in both languages, from one list of fields, so the languages cannot drift apart. */
const form = (
  id: string,
  submitLabel: Localized<string>,
  rows: readonly FieldRow[],
): Localized<ContentForm> => {
  const inLocale = (locale: Locale): ContentForm => ({
    id,
    submitLabel: submitLabel[locale],
    fields: rows.map(([name, type, required, label]) => ({
      name,
      label: label[locale],
      type,
      required,
    })),
  });
  return { en: inLocale('en'), de: inLocale('de') };
};

// Who is asking and how to reach them: the fields the forms start with.
const NAME: FieldRow = ['name', 'text', true, { en: 'Your name', de: 'Ihr Name' }];
const EMAIL: FieldRow = ['email', 'email', true, { en: 'Email address', de: 'E-Mail-Adresse' }];
const PHONE: FieldRow = ['phone', 'tel', false, { en: 'Phone number', de: 'Telefonnummer' }];

const FORMS: Record<'contact' | 'customStructure' | 'customerStory', Localized<ContentForm>> = {
  contact: form('contact', { en: 'Send message', de: 'Nachricht senden' }, [
    NAME,
    EMAIL,
    PHONE,
    ['company', 'text', false, { en: 'Company', de: 'Firma' }],
    [
      'orderNumber',
      'text',
      false,
      { en: 'Order number, if you have one', de: 'Bestellnummer, falls vorhanden' },
    ],
    ['message', 'textarea', true, { en: 'How can we help?', de: 'Wie können wir helfen?' }],
  ]),
  customStructure: form(
    'custom-structure-request',
    { en: 'Request a quote', de: 'Angebot anfragen' },
    [
      NAME,
      EMAIL,
      PHONE,
      ['company', 'text', true, { en: 'Company', de: 'Firma' }],
      ['product', 'text', true, { en: 'What goes in the box?', de: 'Was kommt in die Schachtel?' }],
      [
        'dimensions',
        'text',
        true,
        { en: 'Product dimensions and weight', de: 'Maße und Gewicht des Produkts' },
      ],
      ['quantity', 'text', true, { en: 'Quantity per order', de: 'Menge pro Bestellung' }],
      [
        'details',
        'textarea',
        true,
        {
          en: 'Describe the structure you have in mind',
          de: 'Beschreiben Sie die gewünschte Konstruktion',
        },
      ],
    ],
  ),
  customerStory: form(
    'customer-story-application',
    { en: 'Apply to be featured', de: 'Jetzt bewerben' },
    [
      NAME,
      EMAIL,
      ['company', 'text', true, { en: 'Business name', de: 'Name Ihres Unternehmens' }],
      ['website', 'text', false, { en: 'Website or shop link', de: 'Website oder Shop-Link' }],
      [
        'boxes',
        'text',
        true,
        { en: 'Which boxes do you use?', de: 'Welche Schachteln nutzen Sie?' },
      ],
      [
        'story',
        'textarea',
        true,
        { en: 'Tell us your story', de: 'Erzählen Sie uns Ihre Geschichte' },
      ],
    ],
  ),
};

/** The contact form (`view/contact`). */
export const contactForm = (locale: Locale): ContentForm => FORMS.contact[locale];

/** The custom structure request form (`view/custom-structure-request`). */
export const customStructureForm = (locale: Locale): ContentForm => FORMS.customStructure[locale];

/** The customer story application form (`view/customer-story-application`). */
export const customerStoryForm = (locale: Locale): ContentForm => FORMS.customerStory[locale];
