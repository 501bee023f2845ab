import type { CatalogProduct } from './catalog.ts';
import { productQuantities } from './catalog.ts';

/** One selector attribute of a product config: its values in display order and its default. */
export interface ConfigAttribute<Value> {
  defaultValue: Value | null;
  values: Value[];
}

/** A preset size with its dimensions as the Width, Height and Depth attributes. */
export interface ConfigSize {
  size: string;
  Width: number;
  Height: number;
  Depth: number;
  inStock: boolean;
}

/**
 * The product config (spec section 3) that `productConfigUrl` points to. The fields after
 * `mcpSkuVersion` are the sandbox's additions, which a client that only knows the spec's
 * fields ignores.
 */
export interface ProductConfig {
  referenceId: string;
  title: string;
  additionalModelInfo: {
    segmentProductCategory: string;
    isEditable: boolean;
    enable2DPreview: boolean;
    pricingGridQuantity: number;
    whitelistedQuantityList: number[];
  };
  productFlowConfiguration: { nonCustomizable: boolean };
  mcpSkuVersion: number;
  productKey: string;
  productVersion: number;
  kind: CatalogProduct['kind'];
  boxStyle: string | null;
  rootProductKey: string | null;
  mcpSku: string;
  /** Most boxes one order line can get. */
  maxOrderQuantity: number;
  /** The selector attributes the product has (Size, Print Options, Color, Quantity). */
  attributes: {
    Size?: ConfigAttribute<string> & { sizes: ConfigSize[] };
    'Print Options'?: ConfigAttribute<string>;
    Color?: ConfigAttribute<string>;
    Quantity: ConfigAttribute<number>;
  };
}

/**
 * The product config of a catalogue product.
 *
 * @example
 * ```ts
 * productConfig(await findProduct(db, 'custom-mailer-box')).additionalModelInfo.pricingGridQuantity; // 5000
 * ```
 */
export function productConfig(product: CatalogProduct): ProductConfig {
  const quantities = productQuantities(product);
  const attributes: ProductConfig['attributes'] = {
    Quantity: { defaultValue: quantities[0] ?? null, values: quantities },
  };
  if (product.sizes.length > 0) {
    attributes.Size = {
      defaultValue: product.defaultSize,
      values: product.sizes.map((size) => size.size),
      sizes: product.sizes.map((size) => ({
        size: size.size,
        Width: size.length,
        Height: size.width,
        Depth: size.depth,
        inStock: size.inStock,
      })),
    };
  }
  if (product.printOptions.length > 0) {
    attributes['Print Options'] = {
      defaultValue: product.defaultPrintOption,
      values: product.printOptions,
    };
  }
  if (product.colors.length > 0) {
    attributes.Color = {
      defaultValue: product.defaultColor,
      values: product.colors.map((color) => color.color),
    };
  }
  return {
    referenceId: product.referenceId,
    title: product.title,
    additionalModelInfo: {
      segmentProductCategory: product.segmentProductCategory,
      isEditable: product.isEditable,
      enable2DPreview: product.enable2dPreview,
      pricingGridQuantity: product.pricingGridQuantity,
      whitelistedQuantityList: product.whitelistedQuantities,
    },
    productFlowConfiguration: { nonCustomizable: product.nonCustomizable },
    mcpSkuVersion: product.mcpSkuVersion,
    productKey: product.productKey,
    productVersion: product.version,
    kind: product.kind,
    boxStyle: product.boxStyle,
    rootProductKey: product.rootProductKey,
    mcpSku: product.mcpSku,
    maxOrderQuantity: product.maxOrderQuantity,
    attributes,
  };
}
