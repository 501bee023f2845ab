import type { PDFFont, PDFPage } from 'pdf-lib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { OrderTotalDetails } from './order-totals.ts';
import type { OrderResponse } from './orders.ts';
import type { ApiAddress, OrderPayment } from '../../db/schema-commerce-documents.ts';

/** Which document: an invoice (what is owed) or a receipt (what was paid). */
export type OrderDocumentKind = 'invoice' | 'receipt';

/** What {@link renderOrderDocument} draws. */
export interface OrderDocumentInput {
  kind: OrderDocumentKind;
  /** The document's own number, e.g. `INV-BU100001` or `RCT-BU100001-1`. */
  documentNumber: string;
  brandName: string;
  order: OrderResponse;
  totals: OrderTotalDetails;
  /** For a receipt: the payments it acknowledges. */
  payments: readonly OrderPayment[];
  issuedAt: Date;
}

const PAGE = { width: 612, height: 792, margin: 50 } as const;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.8, 0.8, 0.8);

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A date as MM/DD/YYYY in New York (the store's time zone). */
function usDate(value: string | Date): string {
  return dayFormat.format(typeof value === 'string' ? new Date(value) : value);
}

/** Cents as `$1,234.50` (integer arithmetic, no float rounding). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const dollars = Math.floor(magnitude / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** Text the standard PDF fonts can encode (WinAnsi): other characters become `?`. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function addressLines(address: ApiAddress | null): string[] {
  if (!address) return ['-'];
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    address.company,
    name,
    address.streetName,
    address.additionalStreetInfo,
    cityLine,
    address.country,
    address.phone,
    address.email,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

/** Cuts `text` to fit `width` at `size`, ending in an ellipsis when cut. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  const safe = printable(text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let cut = safe;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width)
    cut = cut.slice(0, -1);
  return `${cut}...`;
}

/**
 * Draws an invoice or a receipt of an order as a one- or multi-page US Letter PDF with the
 * standard Helvetica fonts: store, document and order numbers, dates, PO number, billing and
 * shipping addresses, every line with its specs, quantity, unit price and amount, the totals
 * (subtotal, discount, shipping, sales tax, total, amount paid, amount due) and, on a receipt,
 * the payments. Dates of the PDF's metadata are the sandbox clock's.
 *
 * @example
 * ```ts
 * const bytes = await renderOrderDocument({ kind: 'invoice', documentNumber: 'INV-BU100001', … });
 * ```
 */
export async function renderOrderDocument(input: OrderDocumentInput): Promise<Uint8Array> {
  const { order, totals, kind } = input;
  const pdf = await PDFDocument.create();
  const title = kind === 'invoice' ? 'Invoice' : 'Receipt';
  const orderNumber = order.orderNumber ?? order.id;
  pdf.setTitle(`${title} ${input.documentNumber} - order ${orderNumber}`);
  pdf.setAuthor(input.brandName);
  pdf.setSubject(`${title} of order ${orderNumber}`);
  pdf.setCreator('sandbox-api');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const right = PAGE.width - PAGE.margin;

  const text = (
    value: string,
    x: number,
    options: {
      size?: number;
      font?: PDFFont;
      color?: ReturnType<typeof rgb>;
      alignRight?: boolean;
    } = {},
  ) => {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    const safe = printable(value);
    const drawX = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: drawX, y, size, font, color: options.color ?? INK });
  };
  const rule = () => {
    page.drawLine({
      start: { x: PAGE.margin, y: y + 4 },
      end: { x: right, y: y + 4 },
      thickness: 0.5,
      color: RULE,
    });
  };
  const ensureRoom = (needed: number) => {
    if (y - needed >= PAGE.margin + 20) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
    text(`${title} ${input.documentNumber} (continued)`, PAGE.margin, { size: 9, color: MUTED });
    y -= 24;
  };

  // Header.
  text(input.brandName, PAGE.margin, { size: 20, font: bold });
  text(title.toUpperCase(), right, { size: 20, font: bold, alignRight: true });
  y -= 28;
  const facts: Array<[string, string]> = [
    [`${title} number`, input.documentNumber],
    ['Order number', orderNumber],
    ['Order date', usDate(order.createdAt)],
    [kind === 'invoice' ? 'Invoice date' : 'Receipt date', usDate(input.issuedAt)],
    ['Payment status', order.paymentState],
  ];
  if (order.poNumber) facts.push(['PO number', order.poNumber]);
  for (const [label, value] of facts) {
    text(`${label}:`, right - 200, { size: 10, color: MUTED });
    text(value, right, { size: 10, font: bold, alignRight: true });
    y -= 14;
  }
  y -= 10;

  // Addresses.
  const billTo = addressLines(order.billingAddress);
  const shipTo = addressLines(order.shippingAddress);
  text('Bill to', PAGE.margin, { font: bold, size: 11 });
  text('Ship to', PAGE.width / 2, { font: bold, size: 11 });
  y -= 15;
  for (let index = 0; index < Math.max(billTo.length, shipTo.length); index += 1) {
    const left = billTo[index];
    const other = shipTo[index];
    if (left)
      page.drawText(fit(regular, left, 10, 240), {
        x: PAGE.margin,
        y,
        size: 10,
        font: regular,
        color: INK,
      });
    if (other)
      page.drawText(fit(regular, other, 10, 240), {
        x: PAGE.width / 2,
        y,
        size: 10,
        font: regular,
        color: INK,
      });
    y -= 13;
  }
  y -= 16;

  // Lines.
  const columns = { item: PAGE.margin, quantity: 360, unit: 450, amount: right };
  const heading = () => {
    text('Item', columns.item, { font: bold });
    text('Qty', columns.quantity, { font: bold, alignRight: true });
    text('Unit price', columns.unit, { font: bold, alignRight: true });
    text('Amount', columns.amount, { font: bold, alignRight: true });
    y -= 6;
    rule();
    y -= 12;
  };
  heading();
  for (const line of order.lineItems) {
    ensureRoom(40);
    const detail = totals.lines.find((entry) => entry.lineItemId === line.id);
    page.drawText(fit(bold, line.name, 10, 280), {
      x: columns.item,
      y,
      size: 10,
      font: bold,
      color: INK,
    });
    text(line.quantity.toLocaleString('en-US'), columns.quantity, { alignRight: true });
    text(formatCents(line.price.centAmount), columns.unit, { alignRight: true });
    text(
      formatCents(detail?.subtotal.centAmount ?? line.price.centAmount * line.quantity),
      columns.amount,
      {
        alignRight: true,
      },
    );
    y -= 12;
    const specs = line.specs
      .filter((spec) => spec.name !== 'Quantity')
      .map((spec) => `${spec.name}: ${spec.value}`)
      .join(' | ');
    if (specs) {
      page.drawText(fit(regular, specs, 8, 300), {
        x: columns.item,
        y,
        size: 8,
        font: regular,
        color: MUTED,
      });
      y -= 11;
    }
    if (detail && detail.discount.centAmount > 0) {
      text('Discount', columns.item, { size: 8, color: MUTED });
      text(formatCents(-detail.discount.centAmount), columns.amount, { size: 8, alignRight: true });
      y -= 11;
    }
    y -= 4;
  }
  rule();
  y -= 14;

  // Totals.
  ensureRoom(130);
  const totalRows: Array<[string, number, boolean]> = [
    ['Subtotal', totals.subtotal.centAmount, false],
    ...(totals.discount.centAmount > 0
      ? ([
          [
            `Discount${order.couponCode ? ` (${order.couponCode})` : ''}`,
            -totals.discount.centAmount,
            false,
          ],
        ] as Array<[string, number, boolean]>)
      : []),
    ['Shipping', totals.shipping.centAmount, false],
    ['Sales tax', totals.taxes.centAmount, false],
    ['Total', totals.total.centAmount, true],
    ['Amount paid', totals.amountPaid.centAmount, false],
    ['Amount due', totals.amountDue.centAmount, true],
  ];
  for (const [label, cents, strong] of totalRows) {
    text(label, columns.unit - 80, { font: strong ? bold : regular });
    text(formatCents(cents), columns.amount, { font: strong ? bold : regular, alignRight: true });
    y -= 15;
  }

  if (kind === 'receipt') {
    y -= 10;
    ensureRoom(30 + 14 * input.payments.length);
    text('Payments received', PAGE.margin, { font: bold, size: 11 });
    y -= 15;
    for (const payment of input.payments) {
      const method = payment.card
        ? `${payment.card.cardType} ending in ${payment.card.last4}`
        : payment.paymentInstrumentType === 'paypal_account'
          ? 'PayPal'
          : payment.paymentType === 'freeOfCharge'
            ? 'Free of charge'
            : 'Payment';
      text(`${usDate(payment.createdAt)}  ${method}`, PAGE.margin);
      text(formatCents(payment.amountPlanned.centAmount), columns.amount, { alignRight: true });
      y -= 14;
    }
  } else if (totals.amountDue.centAmount > 0) {
    y -= 10;
    ensureRoom(20);
    text(
      `Please pay ${formatCents(totals.amountDue.centAmount)} under My Orders, quoting order ${orderNumber}.`,
      PAGE.margin,
    );
    y -= 14;
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    each.drawText(
      printable(
        `${input.brandName} - ${title} ${input.documentNumber} - page ${index + 1} of ${pages.length}`,
      ),
      {
        x: PAGE.margin,
        y: PAGE.margin - 20,
        size: 8,
        font: regular,
        color: MUTED,
      },
    );
  });
  return pdf.save();
}
