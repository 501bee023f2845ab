import type { BoxDimensions } from './sizes.ts';

/** The printable faces of a box. */
export type PanelName = 'front' | 'back' | 'left' | 'right' | 'top' | 'bottom' | 'inside';

/** One printable face, flat, in inches. */
export interface Panel {
  panel: PanelName;
  label: string;
  /** Horizontal extent as the template shows it. */
  width: number;
  /** Vertical extent as the template shows it. */
  height: number;
  /** width × height, square inches. */
  area: number;
}

interface PanelLabels {
  top: string;
  bottom: string;
  left: string;
  right: string;
  inside: string;
}

const MAILER: PanelLabels = {
  top: 'Lid',
  bottom: 'Bottom',
  left: 'Left side',
  right: 'Right side',
  inside: 'Inside lid',
};

/** Panel labels per box style (`BoxStyleId` of `@storefront/catalog`). */
const LABELS: Readonly<Record<string, PanelLabels>> = {
  displayMailer: MAILER,
  giftMailer: MAILER,
  squareMailer: MAILER,
  shipper: {
    top: 'Top flaps',
    bottom: 'Bottom flaps',
    left: 'Left side',
    right: 'Right side',
    inside: 'Inside bottom',
  },
  gableBox: {
    top: 'Gable top and handle',
    bottom: 'Bottom',
    left: 'Left side',
    right: 'Right side',
    inside: 'Inside bottom',
  },
  endOpenMailer: {
    top: 'Top',
    bottom: 'Bottom',
    left: 'Left end flap',
    right: 'Right end flap',
    inside: 'Inside top',
  },
  documentMailer: {
    top: 'Top',
    bottom: 'Bottom',
    left: 'Left end flap',
    right: 'Right end flap',
    inside: 'Inside top',
  },
};

const round2 = (value: number) => Math.round(value * 100) / 100;

function panel(name: PanelName, label: string, width: number, height: number): Panel {
  return { panel: name, label, width, height, area: round2(width * height) };
}

/**
 * The printable panels of a box of inside size L × W × D: front and back L × D, the two sides
 * W × D, top (lid, flaps or gable) and bottom L × W, and the inside face L × W. Every style has
 * the same seven faces; only their labels differ. `undefined` for an unknown style.
 *
 * @example
 * ```ts
 * boxPanels('displayMailer', { length: 9, width: 6, depth: 3 })?.find((p) => p.panel === 'front');
 * // { panel: 'front', label: 'Front', width: 9, height: 3, area: 27 }
 * ```
 */
export function boxPanels(
  boxStyle: string,
  { length, width, depth }: BoxDimensions,
): Panel[] | undefined {
  const labels = LABELS[boxStyle];
  if (!labels) return undefined;
  return [
    panel('front', 'Front', length, depth),
    panel('back', 'Back', length, depth),
    panel('left', labels.left, width, depth),
    panel('right', labels.right, width, depth),
    panel('top', labels.top, length, width),
    panel('bottom', labels.bottom, length, width),
    panel('inside', labels.inside, length, width),
  ];
}
