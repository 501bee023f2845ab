import { Select } from '@storefront/ui-kit';
import type { DielineUnit } from '../../lib/dielines/units';
import { useDesignsFormat } from '../use-designs-format';

/** The unit a size is shown and typed in (internal): inches or millimetres. */
export function UnitSelect({
  value,
  onChange,
  className,
}: {
  value: DielineUnit;
  onChange: (unit: DielineUnit) => void;
  className?: string;
}) {
  const { t } = useDesignsFormat();
  return (
    <Select
      label={t('sizeForm.unit')}
      options={[
        { value: 'in', label: t('common.unitNames.in') },
        { value: 'mm', label: t('common.unitNames.mm') },
      ]}
      value={value}
      onChange={(next) => onChange(next === 'mm' ? 'mm' : 'in')}
      {...(className ? { className } : {})}
    />
  );
}
