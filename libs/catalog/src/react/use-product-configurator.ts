import { selectPriceForQuantity } from '@storefront/pricing';
import { useMemo, useState } from 'react';
import { BOX_STYLES } from '../lib/box-styles';
import type { ProductConfig } from '../lib/api/get-product-config';
import type { AttributeValidation } from '../lib/api/validate-attributes';
import { allowedQuantitiesOf, productOptionsOf } from '../lib/product-page/product-options';
import { configuratorChoiceOf } from '../lib/product-page/configurator-choice';
import { buildSelection, selectionRecord } from '../lib/product-page/product-selection';
import { checkSampleLimit } from '../lib/product-page/sample-limit';
import {
  sharedSelectionValues,
  type PickedValues,
} from '../lib/product-page/shared-selection-values';
import type { ProductViewProps } from './product-view-props';
import type { QuoteFormValues } from './quote-request-form';
import type { ShareLinkFormValues } from './share-link-dialog';
import { useAvailability } from './use-availability';
import { useCatalogFormat } from './use-catalog-format';
import {
  useCreateShareLink,
  useRequestQuote,
  useValidateAttributes,
} from './use-catalog-mutations';
import { useProductMeta } from './use-product-meta';
import { useProductPrices } from './use-product-prices';
import { useSharedSelection } from './use-shared-selection';

/** The props of {@link ProductViewProps} the configurator's logic reads. */
export type ProductConfiguratorInput = Pick<
  ProductViewProps,
  | 'slug'
  | 'features'
  | 'initialQuantity'
  | 'shareId'
  | 'siteOrigin'
  | 'onGetStarted'
  | 'onAddSample'
  | 'isSample'
  | 'sampleLines'
>;

/**
 * The product configurator's logic, without markup: the selection (the shopper's picks over a
 * share link's over the config's defaults; the `?quantity=` request rounded to an allowed
 * quantity; quantity 1 on sample pages), its live price and availability, the calculator's
 * product meta, the selector check behind Get started, the three-sample rule behind Add
 * sample, quotes and share links. Any change of the selection clears the last check.
 *
 * @example
 * const configurator = useProductConfigurator(config, props);
 * configurator.change({ color: 'White' }); // prices again
 * await configurator.getStarted(); // checks, then calls props.onGetStarted(selection)
 */
export function useProductConfigurator(config: ProductConfig, props: ProductConfiguratorInput) {
  const {
    slug,
    features,
    initialQuantity,
    shareId,
    siteOrigin,
    onGetStarted,
    onAddSample,
    sampleLines = [],
  } = props;
  const { t } = useCatalogFormat();
  const options = useMemo(() => productOptionsOf(config), [config]);
  const quantities = useMemo(() => allowedQuantitiesOf(config), [config]);
  const isSample = props.isSample ?? config.kind === 'sample';

  const shared = useSharedSelection(shareId);
  const fromShare = sharedSelectionValues(shared.data, config, options, quantities);
  const [picked, setPicked] = useState<PickedValues>({});
  const [sampleRefusal, setSampleRefusal] = useState<string | null>(null);
  const [check, setCheck] = useState<AttributeValidation | null>(null);
  const [shareOpen, setShareOpen] = useState(false);
  // The dialog mounts the first time it opens and stays mounted, as an eagerly loaded one.
  const [shareRequested, setShareRequested] = useState(false);

  const { choice, quantity } = configuratorChoiceOf(options, quantities, {
    picked,
    fromShare,
    initialQuantity,
    isSample,
  });
  const selection = buildSelection(config, choice, quantity);

  const prices = useProductPrices({
    productKey: config.productKey,
    size: choice.size,
    printOption: choice.printOption,
    color: choice.color,
    quantities,
  });
  const availability = useAvailability({
    productKey: config.productKey,
    version: config.productVersion,
    quantity,
    size: choice.size,
  });
  const showCalculator = !isSample && features.quantityCalculator;
  const meta = useProductMeta(
    showCalculator ? { productKey: config.productKey, version: config.productVersion } : null,
  );
  const validate = useValidateAttributes();
  const quote = useRequestQuote();
  const share = useCreateShareLink();

  const priceList = prices.isError ? undefined : prices.data?.priceList;
  let total = null;
  try {
    total = priceList ? selectPriceForQuantity(priceList, quantity).totalPrice : null;
  } catch {
    total = null;
  }
  const largestQuantity = quantities.at(-1) ?? 1;

  const change = (next: PickedValues) => {
    setCheck(null);
    validate.reset();
    setPicked((current) => ({ ...current, ...next }));
  };

  const getStarted = async () => {
    setCheck(null);
    try {
      const verdict = await validate.mutateAsync({
        productKey: config.productKey,
        version: config.productVersion,
        attributes: selection.attributes,
      });
      if (verdict.valid) onGetStarted(selection);
      else setCheck(verdict);
    } catch {
      // The failure shows through validate.isError.
    }
  };

  const addSample = () => {
    const verdict = checkSampleLimit(sampleLines, {
      productKey: config.productKey,
      size: choice.size,
      quantity: 1,
    });
    if (verdict.allowed) {
      setSampleRefusal(null);
      onAddSample?.(selection);
    } else {
      setSampleRefusal(t(`sample.reasons.${verdict.reason}`));
    }
  };

  return {
    options,
    quantities,
    largestQuantity,
    isSample,
    /** The share link's answer (who shared it, or that it expired). */
    shared,
    choice,
    quantity,
    selection,
    /** Picks options or a quantity; prices again and clears the last check. */
    change,
    /** Uses the calculator's recommendation: the smallest allowed quantity that covers it. */
    pickRecommendedQuantity: (recommended: number) =>
      change({
        quantity: quantities.find((option) => option >= recommended) ?? largestQuantity,
      }),
    prices,
    priceList,
    /** The selection's total, `null` while unpriced or when the quantity has no price. */
    total,
    availability,
    unavailable: availability.data ? !availability.data.available : false,
    showCalculator,
    meta,
    /** The style's $1 sample page, `null` when it has none. */
    sampleSlug: BOX_STYLES.find((style) => style.productSlug === slug)?.sampleSlug ?? null,
    /** Checks the selection with the selector service, then hands it to `onGetStarted`. */
    getStarted,
    checking: validate.isPending,
    checkFailed: validate.isError,
    /** The selector's verdict when it refused the selection; `null` otherwise. */
    invalidCheck: check && !check.valid ? check : null,
    /** Adds the $1 sample when the three-sample rule allows it, else says why not. */
    addSample,
    sampleRefusal,
    sampleCheck: checkSampleLimit(sampleLines, {
      productKey: config.productKey,
      size: choice.size,
    }),
    /** Sends a quote request (or a higher-quantity one) for the current options. */
    sendQuote: (kind: 'quote' | 'higher-quantity') => (values: QuoteFormValues) =>
      quote.mutateAsync({
        kind,
        productKey: config.productKey,
        productName: config.title,
        quantity: values.quantity,
        ...(choice.size === null ? {} : { size: choice.size }),
        ...(choice.printOption === null ? {} : { printOption: choice.printOption }),
        ...(choice.color === null ? {} : { color: choice.color }),
        contact: {
          name: values.name,
          email: values.email,
          phone: values.phone,
          company: values.company,
        },
        comments: values.comments,
      }),
    shareDialog: {
      /** Whether the dialog was ever opened (it mounts then, and stays mounted). */
      requested: shareRequested,
      open: shareOpen,
      show: () => {
        setShareRequested(true);
        setShareOpen(true);
      },
      close: () => setShareOpen(false),
      /** Creates a share link of the current selection. */
      create: (values: ShareLinkFormValues) =>
        share.mutateAsync({
          siteUrl: siteOrigin,
          kind: 'product',
          productKey: config.productKey,
          selection: selectionRecord(selection.attributes),
          name: values.name,
          ...(values.email === '' ? {} : { email: values.email }),
        }),
    },
  };
}

/** What {@link useProductConfigurator} returns, for the views that show a part of it. */
export type ProductConfigurator = ReturnType<typeof useProductConfigurator>;
