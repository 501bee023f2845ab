import { zodResolver } from '@hookform/resolvers/zod';
import type { AllowedQuantitiesOptions, QuantityRule } from '@storefront/pricing';
import { Button, Checkbox, Select } from '@storefront/ui-kit';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Design } from '../lib/api/design';
import type { ApprovedDesign } from '../lib/approve-design';
import {
  APPROVE_CONSENT_MESSAGE,
  PRINT_COLOR_ATTRIBUTE,
  approvableQuantities,
  approveDesignSchema,
  approvedDesign,
} from '../lib/approve-design';
import { findBoxStyleDieline } from '../lib/dielines/box-style-dielines';
import { parseEditorDocument } from '../lib/editor/editor-document';
import { preflightDocument } from '../lib/preflight/preflight';
import { useDesign } from './design-queries';
import { DesignPreview, DesignsPageHeader, DesignsSection } from './designs-page-parts';
import { PreflightReport } from './preflight-report';
import { QueryErrorAlert } from './query-error-alert';
import { useDesignsFormat } from './use-designs-format';

/**
 * Props of {@link ApproveDesignView}.
 *
 * @example
 * const props: ApproveDesignViewProps = {
 *   designId: 'dsg_V1StGXR8Z5jdHi6BmyTab',
 *   quantityRules: [1, 10, 25, 50, 100, 250],
 *   printColorOptions: ['Outside only 1 colour', 'Outside full colour'],
 *   onApprove: (approved) => cart.addDesign(approved),
 * };
 */
export interface ApproveDesignViewProps {
  /** The saved design to approve. */
  designId: string;
  /** The product's quantity rules (numbers and `{ minimum, maximum, increment }` ranges). */
  quantityRules: readonly QuantityRule[];
  /** Whitelist and limit for the rules (the product config's whitelisted quantities, grid size). */
  quantityOptions?: AllowedQuantitiesOptions;
  /** The quantity chosen at first; the design's `Quantity`, else the smallest allowed. */
  initialQuantity?: number;
  /**
   * The selector keys the shopper may change on this page, from the product meta
   * (`editableSelectorKeys`: `Quantity`, and `Print Options` for the products that allow it).
   * `['Quantity']` by default. A quantity that is not editable is shown, not offered.
   */
  editableSelectorKeys?: readonly string[];
  /**
   * The product's print options; the choice shows when `editableSelectorKeys` has
   * `Print Options` (`PRINT_COLOR_ATTRIBUTE`) and there are options.
   */
  printColorOptions?: readonly string[];
  /**
   * The print colour chosen at first (what the shopper picked on the product page); else the
   * design's, else the first option. Ignored when it is not one of `printColorOptions`.
   */
  initialPrintColor?: string;
  /** Adds the approved design to the cart (the cart library does); a rejection is shown. */
  onApprove: (approved: ApprovedDesign) => void | Promise<void>;
  /** Shows 'Edit design' and is called with the design. */
  onEditDesign?: (design: Design) => void;
  /** Level of the page heading; 1 by default. */
  headingLevel?: 1 | 2;
}

type ApproveValues = z.input<typeof approveDesignSchema>;

const DEFAULT_EDITABLE_SELECTORS: readonly string[] = ['Quantity'];

/**
 * The approve design page (`/approve-design`) without the cart: the design's preview,
 * product and size, the quantity (allowed quantities from `@storefront/pricing`), the print
 * colour for the three products that allow it, the print check (a blocking issue stops the
 * approval), and the consent checkbox ('In Order to add to cart, please check the checkbox').
 * `onApprove` gets the design and selection for the cart line. Needs `DesignsClientProvider`
 * and a `QueryClientProvider`.
 *
 * @example
 * <ApproveDesignView
 *   designId={designId}
 *   quantityRules={config.attributes.Quantity.values}
 *   quantityOptions={{ whitelist: config.additionalModelInfo.whitelistedQuantityList, limit: config.additionalModelInfo.pricingGridQuantity }}
 *   printColorOptions={config.attributes['Print Options'].values}
 *   onApprove={(approved) => addDesignToCart(approved)}
 *   onEditDesign={(design) => navigate(`/template-designer?designId=${design.id}`)}
 * />
 */
export function ApproveDesignView({
  designId,
  quantityRules,
  quantityOptions,
  initialQuantity,
  editableSelectorKeys = DEFAULT_EDITABLE_SELECTORS,
  printColorOptions = [],
  initialPrintColor,
  onApprove,
  onEditDesign,
  headingLevel = 1,
}: ApproveDesignViewProps) {
  const { t, styleName } = useDesignsFormat();
  const design = useDesign(designId);
  let body;
  if (design.data) {
    const style = findBoxStyleDieline(design.data.productKey);
    body = (
      <ApproveForm
        design={design.data}
        productName={style ? styleName(style.id) : design.data.productKey}
        quantityRules={quantityRules}
        quantityOptions={quantityOptions}
        initialQuantity={initialQuantity}
        editableSelectorKeys={editableSelectorKeys}
        printColorOptions={printColorOptions}
        initialPrintColor={initialPrintColor}
        onApprove={onApprove}
        onEditDesign={onEditDesign}
        headingLevel={headingLevel === 1 ? 2 : 3}
      />
    );
  } else if (design.isError) {
    body = <QueryErrorAlert query={design} />;
  } else {
    body = <p role="status">{t('common.loading')}</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      <DesignsPageHeader page="approve" level={headingLevel} />
      {body}
    </div>
  );
}

function ApproveForm({
  design,
  productName,
  quantityRules,
  quantityOptions,
  initialQuantity,
  editableSelectorKeys,
  printColorOptions,
  initialPrintColor,
  onApprove,
  onEditDesign,
  headingLevel,
}: {
  design: Design;
  productName: string;
  quantityRules: readonly QuantityRule[];
  quantityOptions: AllowedQuantitiesOptions | undefined;
  initialQuantity: number | undefined;
  editableSelectorKeys: readonly string[];
  printColorOptions: readonly string[];
  initialPrintColor: string | undefined;
  onApprove: ApproveDesignViewProps['onApprove'];
  onEditDesign: ApproveDesignViewProps['onEditDesign'];
  headingLevel: 2 | 3;
}) {
  const { t, number } = useDesignsFormat();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const quantities = useMemo(() => {
    try {
      return approvableQuantities(quantityRules, quantityOptions);
    } catch {
      return [];
    }
  }, [quantityRules, quantityOptions]);
  const report = useMemo(() => {
    try {
      return preflightDocument(parseEditorDocument(design.document));
    } catch {
      return null;
    }
  }, [design.document]);
  // A document the designer cannot read cannot be printed either.
  const unreadable = report === null;
  const style = findBoxStyleDieline(design.productKey);
  const colourEditable =
    editableSelectorKeys.includes(PRINT_COLOR_ATTRIBUTE) && printColorOptions.length > 0;
  const quantityEditable = editableSelectorKeys.includes('Quantity');
  const designQuantity = Number(design.selection['Quantity']);
  const startQuantity = [initialQuantity, designQuantity].find(
    (candidate): candidate is number =>
      typeof candidate === 'number' && quantities.includes(candidate),
  );
  const startColour = [initialPrintColor, design.selection[PRINT_COLOR_ATTRIBUTE]].find(
    (candidate): candidate is string =>
      typeof candidate === 'string' && printColorOptions.includes(candidate),
  );

  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ApproveValues, unknown, z.output<typeof approveDesignSchema>>({
    resolver: zodResolver(approveDesignSchema),
    defaultValues: {
      quantity: startQuantity ?? quantities[0] ?? 0,
      printColor: startColour ?? printColorOptions[0],
      consent: false,
    },
  });

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await onApprove(
        approvedDesign(design, {
          quantity: values.quantity,
          printColor: colourEditable ? values.printColor : undefined,
        }),
      );
    } catch {
      setFailed(true);
    }
  });

  const blocked = unreadable || (report?.blocking ?? false);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <DesignsSection
        level={headingLevel}
        heading={design.name}
        large
        headingClassName="break-words"
      >
        <DesignPreview
          src={design.previewUrl}
          alt={t('approve.preview', { name: design.name })}
          missing={t('approve.noPreview')}
          size="page"
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-ink-muted">{t('approve.product')}</dt>
          <dd className="text-ink">{productName}</dd>
          {design.selection['Size'] !== undefined ? (
            <>
              <dt className="text-ink-muted">{t('approve.size')}</dt>
              <dd className="text-ink">{String(design.selection['Size'])}</dd>
            </>
          ) : null}
        </dl>
        {onEditDesign ? (
          <Button variant="ghost" className="self-start" onClick={() => onEditDesign(design)}>
            {t('approve.edit')}
          </Button>
        ) : null}
      </DesignsSection>

      <div className="flex flex-col gap-6">
        {report && style ? (
          <PreflightReport report={report} style={style.id} headingLevel={headingLevel} />
        ) : null}
        {unreadable ? (
          <p role="alert" className="text-danger font-medium">
            {t('designer.invalidDesign')}
          </p>
        ) : null}
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          {quantityEditable ? (
            <Controller
              control={control}
              name="quantity"
              render={({ field }) => (
                <Select
                  label={t('approve.quantity')}
                  required
                  options={quantities.map((quantity) => ({
                    value: String(quantity),
                    label: number(quantity, 0),
                  }))}
                  value={String(field.value)}
                  onChange={(value) => field.onChange(Number(value))}
                  error={
                    errors.quantity || quantities.length === 0
                      ? t('approve.quantityRequired')
                      : undefined
                  }
                />
              )}
            />
          ) : (
            <p className="text-ink">
              {t('approve.quantityFixed', {
                quantity: number(startQuantity ?? quantities[0] ?? 0, 0),
              })}
            </p>
          )}
          {colourEditable ? (
            <Controller
              control={control}
              name="printColor"
              render={({ field }) => (
                <Select
                  label={t('approve.printColor')}
                  options={printColorOptions.map((option) => ({ value: option, label: option }))}
                  value={field.value ?? null}
                  onChange={field.onChange}
                />
              )}
            />
          ) : null}
          <Checkbox
            label={t('approve.consent')}
            error={
              errors.consent
                ? t('approve.consentRequired', { defaultValue: APPROVE_CONSENT_MESSAGE })
                : undefined
            }
            {...register('consent')}
          />
          {failed ? (
            <p role="alert" className="text-danger font-medium">
              {t('approve.failed')}
            </p>
          ) : null}
          <Button
            type="submit"
            className="self-start"
            loading={isSubmitting}
            disabled={blocked}
            aria-describedby={blocked ? `${id}-blocked` : undefined}
          >
            {t('approve.submit')}
          </Button>
          {blocked ? (
            <p id={`${id}-blocked`} className="text-danger text-sm">
              {t('approve.blocked')}
            </p>
          ) : null}
        </form>
      </div>
    </div>
  );
}
