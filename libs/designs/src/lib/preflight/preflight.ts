import { generateDieline } from '../dielines/box-style-dielines';
import type { Dieline, DielineFace } from '../dielines/dieline-model';
import { DIELINE_BLEED } from '../dielines/dieline-model';
import type { DielinePoint } from '../dielines/geometry';
import { isInsideOrOn } from '../dielines/geometry';
import type { EditorDocument, EditorImageObject, EditorObject } from '../editor/editor-document';
import { objectLabel } from '../editor/editor-document';
import type { PanelFrame, PanelSide } from '../editor/panel-frames';
import { panelFrames } from '../editor/panel-frames';

/**
 * Below this effective resolution an image blocks the design from going to the cart.
 *
 * @example
 * PREFLIGHT_MIN_DPI; // 150
 */
export const PREFLIGHT_MIN_DPI = 150;

/**
 * Below this effective resolution an image gets a warning: print may look soft.
 *
 * @example
 * PREFLIGHT_RECOMMENDED_DPI; // 300
 */
export const PREFLIGHT_RECOMMENDED_DPI = 300;

/**
 * What a preflight issue is about:
 * - `RESOLUTION_TOO_LOW`: an image under {@link PREFLIGHT_MIN_DPI} effective dpi (blocking);
 * - `LOW_RESOLUTION`: an image under {@link PREFLIGHT_RECOMMENDED_DPI} effective dpi;
 * - `CROSSES_SAFE_ZONE`: text or an image reaching past the safe zone, where it may be cut
 *   or folded (a picture that fills its whole panel is exempt);
 * - `MISSING_BLEED`: an image touching a cut edge without running 1/8 in past it;
 * - `RGB_IMAGE`: an RGB image, converted to CMYK for print (colours may shift);
 * - `OFF_PANEL`: an object entirely outside its panel (it would not be printed);
 * - `UNKNOWN_PANEL`: an object on a panel this box does not have (blocking).
 *
 * @example
 * const code: PreflightIssueCode = 'MISSING_BLEED';
 */
export type PreflightIssueCode =
  | 'RESOLUTION_TOO_LOW'
  | 'LOW_RESOLUTION'
  | 'CROSSES_SAFE_ZONE'
  | 'MISSING_BLEED'
  | 'RGB_IMAGE'
  | 'OFF_PANEL'
  | 'UNKNOWN_PANEL';

/**
 * How serious an issue is: `blocking` keeps the design from the cart until it is fixed,
 * `warning` is shown but lets the shopper go on.
 *
 * @example
 * const severity: PreflightSeverity = 'blocking';
 */
export type PreflightSeverity = 'blocking' | 'warning';

/**
 * One finding of {@link preflightDocument}, with where it is: the panel (id, English name,
 * face) and the object (id and label).
 *
 * @example
 * const issue: PreflightIssue = {
 *   id: 'RESOLUTION_TOO_LOW:logo1', code: 'RESOLUTION_TOO_LOW', severity: 'blocking',
 *   panelId: 'top', panelName: 'Top (lid)', face: 'outside', objectId: 'logo1', objectLabel: 'logo.png',
 *   message: 'logo.png on Top (lid) prints at 72 dpi; at least 150 dpi is needed', params: { dpi: 72 },
 * };
 */
export interface PreflightIssue {
  /** Stable key: code and object id. */
  readonly id: string;
  readonly code: PreflightIssueCode;
  readonly severity: PreflightSeverity;
  readonly panelId: string;
  /** English panel name (the panel id when the box has no such panel). */
  readonly panelName: string;
  readonly face: DielineFace | null;
  readonly objectId: string;
  readonly objectLabel: string;
  /** English message; interfaces translate by `code` and `params`. */
  readonly message: string;
  readonly params: Readonly<{ dpi?: number; sides?: readonly PanelSide[] }>;
}

/**
 * The result of {@link preflightDocument}: every issue (blocking first, then by panel and
 * object order) and whether any blocks the cart.
 *
 * @example
 * const report: PreflightReport = preflightDocument(document);
 * addToCartButton.disabled = report.blocking;
 */
export interface PreflightReport {
  readonly issues: readonly PreflightIssue[];
  readonly blocking: boolean;
  /** How many objects were checked. */
  readonly checkedObjects: number;
}

const TOLERANCE = 1e-4;

/**
 * The effective resolution of a placed image: its pixels over its placed size in inches, the
 * lower of the two directions (rounded down to whole dpi); `null` for vector files (SVG, PDF).
 *
 * @example
 * effectiveDpi({ pixelWidth: 600, pixelHeight: 300, width: 2, height: 1 }); // 300
 * effectiveDpi({ pixelWidth: 600, pixelHeight: 300, width: 4, height: 2 }); // 150
 */
export function effectiveDpi(
  image: Pick<EditorImageObject, 'pixelWidth' | 'pixelHeight' | 'width' | 'height'>,
): number | null {
  if (!image.pixelWidth || !image.pixelHeight || image.width <= 0 || image.height <= 0) {
    return null;
  }
  return Math.floor(
    Math.min(image.pixelWidth / image.width, image.pixelHeight / image.height) + 1e-9,
  );
}

function corners(object: EditorObject): DielinePoint[] {
  const { x, y, width, height } = object;
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
}

function overlapsFrame(object: EditorObject, frame: PanelFrame): boolean {
  return (
    object.x < frame.width - TOLERANCE &&
    object.x + object.width > TOLERANCE &&
    object.y < frame.height - TOLERANCE &&
    object.y + object.height > TOLERANCE
  );
}

function coversFrame(object: EditorObject, frame: PanelFrame): boolean {
  return (
    object.x <= TOLERANCE &&
    object.y <= TOLERANCE &&
    object.x + object.width >= frame.width - TOLERANCE &&
    object.y + object.height >= frame.height - TOLERANCE
  );
}

/** Cut sides the image reaches (touches or passes) without running a full bleed past. */
function sidesWithoutBleed(image: EditorObject, frame: PanelFrame): PanelSide[] {
  const reach: Record<PanelSide, number> = {
    left: -image.x,
    top: -image.y,
    right: image.x + image.width - frame.width,
    bottom: image.y + image.height - frame.height,
  };
  return frame.cutSides.filter(
    (side) => reach[side] >= -TOLERANCE && reach[side] < DIELINE_BLEED - TOLERANCE,
  );
}

const severityOrder: Record<PreflightSeverity, number> = { blocking: 0, warning: 1 };

/**
 * Checks a design before it may go to the cart (pure; no network): per placed image its
 * effective dpi (warning under 300, blocking under 150), RGB colour, bleed on cut edges it
 * touches; per image and text whether it crosses the safe zone or lies off its panel; and
 * objects on panels the box does not have. Panel backgrounds need no check: the designer
 * always runs them 1/8 in past every cut edge.
 *
 * @example
 * const report = preflightDocument(document);
 * report.blocking; // true when an image prints under 150 dpi
 * report.issues.map((issue) => issue.message);
 * // ['logo.png on Top (lid) prints at 72 dpi; at least 150 dpi is needed', …]
 */
export function preflightDocument(
  document: EditorDocument,
  dieline: Dieline = generateDieline(document.style, document.size),
): PreflightReport {
  const frames = new Map(panelFrames(dieline).map((frame) => [frame.panelId, frame]));
  const issues: (PreflightIssue & { order: number })[] = [];

  document.objects.forEach((object, order) => {
    const frame = frames.get(object.panelId);
    const label = objectLabel(object);
    const where = frame?.name ?? object.panelId;
    const add = (
      code: PreflightIssueCode,
      severity: PreflightSeverity,
      message: string,
      params: PreflightIssue['params'] = {},
    ) =>
      issues.push({
        id: `${code}:${object.id}`,
        code,
        severity,
        panelId: object.panelId,
        panelName: where,
        face: frame?.face ?? null,
        objectId: object.id,
        objectLabel: label,
        message,
        params,
        order,
      });

    if (!frame) {
      add('UNKNOWN_PANEL', 'blocking', `${label} is on a panel this box does not have (${where})`);
      return;
    }

    if (object.type === 'image') {
      const dpi = effectiveDpi(object);
      if (dpi !== null && dpi < PREFLIGHT_MIN_DPI) {
        add(
          'RESOLUTION_TOO_LOW',
          'blocking',
          `${label} on ${where} prints at ${dpi} dpi; at least ${PREFLIGHT_MIN_DPI} dpi is needed`,
          { dpi },
        );
      } else if (dpi !== null && dpi < PREFLIGHT_RECOMMENDED_DPI) {
        add(
          'LOW_RESOLUTION',
          'warning',
          `${label} on ${where} prints at ${dpi} dpi; ${PREFLIGHT_RECOMMENDED_DPI} dpi or more prints sharp`,
          { dpi },
        );
      }
      if (object.colorSpace === 'rgb') {
        add(
          'RGB_IMAGE',
          'warning',
          `${label} on ${where} is an RGB image; it is converted to CMYK for print and colours may shift`,
        );
      }
    }

    if (!overlapsFrame(object, frame)) {
      add('OFF_PANEL', 'warning', `${label} lies outside ${where} and will not be printed`);
      return;
    }

    if (object.type === 'image') {
      const sides = sidesWithoutBleed(object, frame);
      if (sides.length > 0) {
        add(
          'MISSING_BLEED',
          'warning',
          `${label} on ${where} reaches the cut edge (${sides.join(', ')}) but not 1/8 in past it`,
          { sides },
        );
      }
    }

    const isBackgroundPicture = object.type === 'image' && coversFrame(object, frame);
    const inSafeZone = corners(object).every((corner) => isInsideOrOn(corner, frame.safeZone));
    if (!isBackgroundPicture && !inSafeZone) {
      add(
        'CROSSES_SAFE_ZONE',
        'warning',
        `${label} on ${where} crosses the safe zone and may be cut off or folded`,
      );
    }
  });

  issues.sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity] || a.order - b.order);
  return {
    issues: issues.map(({ order: _order, ...issue }) => issue),
    blocking: issues.some((issue) => issue.severity === 'blocking'),
    checkedObjects: document.objects.length,
  };
}
