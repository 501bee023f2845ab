import type { OutboxMessage } from '../../outbox.ts';
import type { CartFigures, LineItemResponse } from '../../db/schema-commerce-documents.ts';

type Mail = Omit<OutboxMessage, 'to' | 'sentAt'>;

/** What the order confirmation mail repeats. */
export interface OrderMailInput {
  orderId: string;
  /** The order number the shopper quotes (e.g. 'BU100001'), never the internal `ord_…` id. */
  orderNumber: string;
  /** The brand's name ('BoxUp'). */
  brand: string;
  lines: ReadonlyArray<Pick<LineItemResponse, 'name' | 'quantity' | 'price'>>;
  figures: CartFigures;
  /** The coupon code that gave the discount, if any. */
  couponCode: string | null;
  /** The origin of the brand's site the order was placed on; the mail links to the order there. */
  siteUrl: string | null;
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The link to an order on the brand's site: `${siteUrl}/my-orders/${orderId}` (the order detail
 * page), a trailing `/` of `siteUrl` dropped; `null` without a site.
 *
 * @example
 * ```ts
 * orderLink('https://boxup.example/', 'ord_1'); // 'https://boxup.example/my-orders/ord_1'
 * ```
 */
export function orderLink(siteUrl: string | null, orderId: string): string | null {
  if (!siteUrl) return null;
  return `${siteUrl.replace(/\/+$/, '')}/my-orders/${encodeURIComponent(orderId)}`;
}

/**
 * The confirmation mail of an order: the order number in the subject and the text, each line
 * (name, quantity, unit price × quantity), the totals the order pages show (subtotal, total
 * shipping, the discount with its coupon code when not zero, sales tax, total) and a link to
 * the order on the brand's site. The internal order id appears only inside the link.
 *
 * @example
 * ```ts
 * orderConfirmationMail(input).subject; // 'Your BoxUp order BU100001'
 * ```
 */
export function orderConfirmationMail(input: OrderMailInput): Mail {
  const { figures } = input;
  const link = orderLink(input.siteUrl, input.orderId);
  const lines = input.lines.map((line) => {
    const boxes = line.quantity === 1 ? '1 box' : `${line.quantity.toLocaleString('en-US')} boxes`;
    return `- ${line.name}: ${boxes} × ${dollars(line.price.centAmount)} = ${dollars(line.price.centAmount * line.quantity)}`;
  });
  const totals = [
    `Subtotal: ${dollars(figures.subtotal)}`,
    `Total shipping: ${dollars(figures.shipping)}`,
    ...(figures.discount > 0
      ? [
          `${input.couponCode ? `Discount (${input.couponCode})` : 'Discount'}: -${dollars(figures.discount)}`,
        ]
      : []),
    `Sales tax: ${dollars(figures.tax)}`,
    `Total: ${dollars(figures.total)}`,
  ];
  const text = [
    `Thank you for your order with ${input.brand}.`,
    '',
    `Order number: ${input.orderNumber}`,
    '',
    ...lines,
    '',
    ...totals,
    '',
    link
      ? `See your order and follow its progress: ${link}`
      : 'See your order and follow its progress under My Orders.',
  ].join('\n');
  return { subject: `Your ${input.brand} order ${input.orderNumber}`, text, link };
}
