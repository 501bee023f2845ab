/**
 * An exact amount as `@storefront/pricing`'s `Money` holds it (`amount / 10^scale` units of
 * `currency`); a `Money` is one, without this package depending on the pricing package.
 *
 * @example
 * const amount: MoneyAmount = { amount: 48713n, scale: 2, currency: 'USD' }; // 487.13 USD
 */
export interface MoneyAmount {
  readonly amount: bigint;
  readonly scale: number;
  readonly currency: string;
}

/**
 * An amount of money given to an event: a `Money` of `@storefront/pricing` (any
 * {@link MoneyAmount}), or whole cents (`{ cents: 1250 }` is 12.50). Events carry it as a
 * decimal string with two fraction digits (`'12.50'`), computed exactly on integers (never
 * through a float); more fraction digits round half-up, as `toDecimalString` of
 * `@storefront/pricing` does.
 *
 * @example
 * const price: MoneyInput = { cents: 1250 }; // sent as '12.50'
 * const total: MoneyInput = money('487.13'); // sent as '487.13'
 */
export type MoneyInput =
  MoneyAmount | { readonly cents: number | bigint; readonly currency?: string };

/**
 * A product as the ecommerce events describe it (Segment's ecommerce spec, v2).
 *
 * @example
 * const product: AnalyticsProductInput = {
 *   product_id: 'custom-mailer-box',
 *   sku: 'CIM-MLR-DSP',
 *   name: 'Custom Mailer Box',
 *   category: 'Mailer Boxes',
 *   variant: '9 x 6 x 3 / Outside only / Kraft',
 *   price: { cents: 487 },
 *   quantity: 250,
 * };
 */
export interface AnalyticsProductInput {
  /** The catalogue's product key, e.g. `custom-mailer-box`. */
  readonly product_id: string;
  /** The product's SKU (`mcpSku`). */
  readonly sku?: string;
  /** The product's title as the shopper sees it. */
  readonly name?: string;
  /** The product config's `segmentProductCategory`. */
  readonly category?: string;
  readonly brand?: string;
  /** The chosen attributes in one line: size, print option, colour. */
  readonly variant?: string;
  /** Unit price at the chosen quantity. */
  readonly price?: MoneyInput;
  readonly quantity?: number;
  readonly coupon?: string;
  /** Position in a list the product was chosen from (1-based). */
  readonly position?: number;
  readonly url?: string;
  readonly image_url?: string;
}

/**
 * Money and ids of a cart or order, shared by `Checkout Started` and `Order Completed`.
 *
 * @example
 * const totals: AnalyticsOrderTotalsInput = {
 *   revenue: { cents: 121750 }, shipping: { cents: 1500 }, tax: { cents: 10044 },
 *   discount: { cents: 0 }, currency: 'USD', products: [],
 * };
 */
export interface AnalyticsOrderTotalsInput {
  /** Subtotal after discounts, before shipping and tax. */
  readonly revenue?: MoneyInput;
  readonly shipping?: MoneyInput;
  readonly tax?: MoneyInput;
  /** Total discount (a positive amount). */
  readonly discount?: MoneyInput;
  /** The applied coupon code. */
  readonly coupon?: string;
  /** ISO 4217; taken from the amounts (or the client's `currency`) when left out. */
  readonly currency?: string;
  readonly products: readonly AnalyticsProductInput[];
}

/**
 * The events the storefront tracks (spec, section 9: "Product Viewed, Product Added, Order
 * Completed, Checkout Started, Save Design") and the properties each takes. Another event can
 * be added by declaration merging:
 *
 * @example
 * declare module '@storefront/analytics' {
 *   interface AnalyticsEvents {
 *     'Coupon Applied': { coupon: string };
 *   }
 * }
 */
export interface AnalyticsEvents {
  /** A product page showed a product (and again when its selection changed the price). */
  'Product Viewed': AnalyticsProductInput & {
    readonly currency?: string;
    /** Price of the shown quantity (unit price times quantity). */
    readonly value?: MoneyInput;
  };
  /** A line was added to the cart (after the cart service accepted it). */
  'Product Added': AnalyticsProductInput & {
    readonly cart_id?: string;
    readonly currency?: string;
  };
  /** The shopper went from the cart to the first checkout step. */
  'Checkout Started': AnalyticsOrderTotalsInput & {
    /** The cart id (there is no order yet). */
    readonly order_id?: string;
    /** The cart total the shopper saw. */
    readonly value?: MoneyInput;
  };
  /** An order was placed (shown once on the confirmation page; deduplicated by order id). */
  'Order Completed': AnalyticsOrderTotalsInput & {
    readonly order_id: string;
    /** The cart the order came from. */
    readonly checkout_id?: string;
    readonly subtotal?: MoneyInput;
    /** What the shopper pays: revenue plus shipping and tax. */
    readonly total: MoneyInput;
  };
  /** A design was saved in the designer. */
  'Save Design': {
    readonly design_id: string;
    readonly design_name?: string;
    readonly product_id?: string;
    readonly sku?: string;
    readonly variant?: string;
    readonly quantity?: number;
    /** True for the first save of a design, false for a later save of the same one. */
    readonly is_new?: boolean;
  };
}

/**
 * The name of a tracked event.
 *
 * @example
 * const event: AnalyticsEventName = 'Order Completed';
 */
export type AnalyticsEventName = keyof AnalyticsEvents & string;

type SentValue<T> = T extends MoneyInput
  ? string
  : T extends readonly (infer Item)[]
    ? SentValue<Item>[]
    : T extends object
      ? { [Key in keyof T]: SentValue<T[Key]> }
      : T;

/**
 * The properties an event is sent with: its input with every {@link MoneyInput} as a decimal
 * string (`'12.50'`) and `currency` set whenever money is present.
 *
 * @example
 * const sent: AnalyticsEventProperties<'Product Added'> = {
 *   product_id: 'custom-mailer-box', price: '4.87', quantity: 250, currency: 'USD',
 * };
 */
export type AnalyticsEventProperties<Event extends AnalyticsEventName> = SentValue<
  AnalyticsEvents[Event]
> & { currency?: string };

/** The properties each known event cannot do without. */
export const REQUIRED_EVENT_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  'Product Viewed': ['product_id'],
  'Product Added': ['product_id'],
  'Checkout Started': ['products'],
  'Order Completed': ['order_id', 'total', 'products'],
  'Save Design': ['design_id'],
};

const CURRENCY_CODE = /^[A-Z]{3}$/;

function isMoneyAmount(value: unknown): value is MoneyAmount {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<MoneyAmount>;
  return (
    typeof candidate.amount === 'bigint' &&
    typeof candidate.scale === 'number' &&
    typeof candidate.currency === 'string'
  );
}

/**
 * Units at a scale as a decimal string with two fraction digits, rounding half-up (a tie away
 * from zero), all in bigint arithmetic. Undefined for a scale outside 0 to 20.
 */
export function unitsToDecimalString(units: bigint, scale: number): string | undefined {
  if (!Number.isInteger(scale) || scale < 0 || scale > 20) return undefined;
  let cents: bigint;
  if (scale <= 2) {
    cents = units * 10n ** BigInt(2 - scale);
  } else {
    const divisor = 10n ** BigInt(scale - 2);
    const quotient = units / divisor;
    const remainder = units % divisor;
    const twice = (remainder < 0n ? -remainder : remainder) * 2n;
    cents = twice >= divisor && remainder !== 0n ? quotient + (units < 0n ? -1n : 1n) : quotient;
  }
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function isCentsInput(value: unknown): value is { cents: unknown; currency?: unknown } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes('cents') && keys.every((key) => key === 'cents' || key === 'currency');
}

/** What {@link toSentProperties} made of an event's properties. */
export interface SentProperties {
  readonly properties: Record<string, unknown>;
  /** Paths of money values that were not whole cents or a valid amount (left out). */
  readonly invalidPaths: readonly string[];
}

/**
 * Turns an event's input into the properties sent: money as decimal strings, `currency` from
 * the first amount (or `defaultCurrency`) when the input has money but no `currency`. Values
 * that are not money are kept as they are.
 */
export function toSentProperties(input: object, defaultCurrency: string): SentProperties {
  const invalidPaths: string[] = [];
  let firstCurrency: string | undefined;
  const seen = new WeakSet<object>();
  const convert = (value: unknown, path: string): unknown => {
    if (isMoneyAmount(value) || isCentsInput(value)) {
      const units = isMoneyAmount(value)
        ? value.amount
        : typeof value.cents === 'bigint' ||
            (typeof value.cents === 'number' && Number.isSafeInteger(value.cents))
          ? BigInt(value.cents)
          : undefined;
      const currency = typeof value.currency === 'string' ? value.currency : defaultCurrency;
      const text =
        units === undefined || !CURRENCY_CODE.test(currency)
          ? undefined
          : unitsToDecimalString(units, isMoneyAmount(value) ? value.scale : 2);
      if (text === undefined) {
        invalidPaths.push(path);
        return undefined;
      }
      firstCurrency ??= currency;
      return text;
    }
    if (typeof value !== 'object' || value === null || value instanceof Date) return value;
    // A cycle cannot be sent as JSON; it is cut here and reported when the message is built.
    if (seen.has(value)) return value;
    seen.add(value);
    let result: unknown;
    if (Array.isArray(value)) {
      result = value.map((item, index) => convert(item, `${path}.${index}`));
    } else {
      const entries: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        const converted = convert(item, path === '' ? key : `${path}.${key}`);
        if (converted !== undefined) entries[key] = converted;
      }
      result = entries;
    }
    seen.delete(value);
    return result;
  };
  const properties = convert(input, '') as Record<string, unknown>;
  if (firstCurrency !== undefined && typeof properties['currency'] !== 'string') {
    properties['currency'] = firstCurrency;
  }
  return { properties, invalidPaths };
}

/**
 * The events of the spec, in the order it lists them.
 *
 * @example
 * STOREFRONT_EVENTS.includes('Checkout Started'); // true
 */
export const STOREFRONT_EVENTS = [
  'Product Viewed',
  'Product Added',
  'Order Completed',
  'Checkout Started',
  'Save Design',
] as const satisfies readonly AnalyticsEventName[];
