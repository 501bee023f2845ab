import { isApiError } from '@storefront/http';
import { useCallback, useMemo } from 'react';
import { isDesignsError } from '../lib/designs-error';
import { DESIGNS_NAMESPACE } from '../lib/designs-messages';
import type { DielinePanel, DielineStyleId } from '../lib/dielines/dieline-model';
import type { DielineUnit } from '../lib/dielines/units';
import { fromInches } from '../lib/dielines/units';
import { useIntlLocale, useMessages } from '@storefront/ui-kit/i18n';

const ERROR_CODES = ['ECX012', 'ECX013', 'ECX014', 'ECX015', 'ECX019', 'ECX035', 'ECX039'];
const UPLOAD_CODES = [
  'UploadTooLarge',
  'UnsupportedMediaType',
  'FileTypeMismatch',
  'InvalidImage',
  'EmptyUpload',
];

/**
 * The `t` of the `designs` namespace and the formatters the designs pages share (internal):
 * numbers and dates in the shopper's language, style and panel names, sizes, and the message
 * of a failure.
 */
export function useDesignsFormat() {
  const { t, has, i18n } = useMessages(DESIGNS_NAMESPACE);
  const locale = useIntlLocale();

  const number = useCallback(
    (value: number, digits = 3) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value),
    [locale],
  );

  const styleName = useCallback((style: DielineStyleId) => t(`styles.${style}`), [t]);

  const panelName = useCallback(
    (style: DielineStyleId, panel: Pick<DielinePanel, 'id' | 'name'>) => {
      const override = `panelsByStyle.${style}.${panel.id}`;
      if (has(override)) return t(override);
      const key = `panels.${panel.id}`;
      return has(key) ? t(key) : panel.name;
    },
    [t, has],
  );

  const size = useCallback(
    (dimensions: { length: number; width: number; depth: number }, unit: DielineUnit = 'in') =>
      t('common.sizeValue', {
        length: number(fromInches(dimensions.length, unit), unit === 'mm' ? 1 : 3),
        width: number(fromInches(dimensions.width, unit), unit === 'mm' ? 1 : 3),
        depth: number(fromInches(dimensions.depth, unit), unit === 'mm' ? 1 : 3),
        unit: t(`common.units.${unit}`),
      }),
    [t, number],
  );

  const date = useCallback(
    (value: string | Date) =>
      new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(
        new Date(value),
      ),
    [locale],
  );

  /** What to tell the shopper about a failure: the spec code's message, or a field's rule. */
  const errorMessage = useCallback(
    (error: unknown): string => {
      if (isDesignsError(error)) {
        if (error.reason === 'INVALID_ARTWORK_FILE' && error.field)
          return t(`upload.errors.${error.field}`);
        if (error.reason === 'DESIGN_NAME_REQUIRED') return t('saveDesign.required');
        if (error.reason === 'DESIGN_NAME_TOO_LONG') return t('saveDesign.tooLong');
        if (error.reason === 'INVALID_DESIGN_DOCUMENT') return t('designer.invalidDesign');
      }
      if (isApiError(error)) {
        if (error.serviceCode && UPLOAD_CODES.includes(error.serviceCode)) {
          return t(`upload.errors.${error.serviceCode}`);
        }
        if (error.status === 409) return t('errors.versionConflict');
        if (ERROR_CODES.includes(error.code)) return t(`errors.${error.code}`);
      }
      return t('errors.unknown');
    },
    [t],
  );

  return useMemo(
    () => ({ t, i18n, locale, number, styleName, panelName, size, date, errorMessage }),
    [t, i18n, locale, number, styleName, panelName, size, date, errorMessage],
  );
}
