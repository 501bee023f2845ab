import { DESIGN_NAME_MAX_LENGTH } from './design-name';

/** The namespace the designs components read their strings from. */
export const DESIGNS_NAMESPACE = 'designs';

/**
 * Strings of the designs components (i18n namespace `designs`), English and German with the
 * same keys. `saveDesign.required` is the spec's wording.
 *
 * @example
 * i18n.addResourceBundle('de', DESIGNS_NAMESPACE, designsMessages.de);
 */
export const designsMessages = {
  en: {
    saveDesign: {
      title: 'Save your design',
      nameLabel: 'Design name',
      nameHint: 'You will find it under My Designs.',
      required: 'Design name required',
      tooLong: `Design name must be at most ${DESIGN_NAME_MAX_LENGTH} characters`,
      submit: 'Save design',
      saved: 'Design saved as “{{name}}”.',
    },
  },
  de: {
    saveDesign: {
      title: 'Design speichern',
      nameLabel: 'Name des Designs',
      nameHint: 'Sie finden es unter „Meine Designs“.',
      required: 'Name des Designs erforderlich',
      tooLong: `Der Name darf höchstens ${DESIGN_NAME_MAX_LENGTH} Zeichen lang sein`,
      submit: 'Design speichern',
      saved: 'Design gespeichert als „{{name}}“.',
    },
  },
} as const;
