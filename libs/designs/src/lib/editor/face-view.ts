import type { Dieline, DielineFace } from '../dielines/dieline-model';
import type { DielinePoint, DielinePolygon, DielineSegment } from '../dielines/geometry';
import type { PanelFrame } from './panel-frames';
import { panelFrames } from './panel-frames';

/**
 * The dieline as seen from one face, for drawing the designer's canvas: everything in inches
 * in the face view (the inside is the flat layout mirrored left to right), with the panels
 * of that face and their upright frames.
 *
 * @example
 * const view = faceView(dieline, 'inside');
 * view.panels.map((panel) => panel.frame.panelId); // ['inside-tuck-flap', 'inside-lid', …]
 */
export interface FaceView {
  readonly face: DielineFace;
  readonly width: number;
  readonly height: number;
  readonly outline: DielinePolygon;
  readonly bleed: DielinePolygon;
  readonly holes: readonly DielinePolygon[];
  readonly creases: readonly DielineSegment[];
  readonly slits: readonly DielineSegment[];
  /** The face's panels: outline and safe zone in face-view coordinates, and the frame. */
  readonly panels: readonly {
    readonly frame: PanelFrame;
    readonly polygon: DielinePolygon;
    readonly safeZone: DielinePolygon;
  }[];
}

/**
 * The dieline seen from its outside or inside face (see {@link FaceView}).
 *
 * @example
 * const outside = faceView(generateDieline('shipper', { length: 10, width: 8, depth: 6 }), 'outside');
 */
export function faceView(dieline: Dieline, face: DielineFace): FaceView {
  const width = dieline.flatSize.width;
  const map = (point: DielinePoint): DielinePoint =>
    face === 'inside' ? { x: width - point.x, y: point.y } : point;
  const polygon = (points: DielinePolygon) => points.map(map);
  const segment = (line: DielineSegment) => ({ from: map(line.from), to: map(line.to) });
  const frames = new Map(panelFrames(dieline).map((frame) => [frame.panelId, frame]));
  return {
    face,
    width,
    height: dieline.flatSize.height,
    outline: polygon(dieline.outline),
    bleed: polygon(dieline.bleed.outline),
    holes: dieline.holes.map(polygon),
    creases: dieline.creases.map(segment),
    slits: dieline.slits.map(segment),
    panels: dieline.panels
      .filter((panel) => panel.face === face)
      .map((panel) => ({
        frame: frames.get(panel.id) as PanelFrame,
        polygon: polygon(panel.polygon),
        safeZone: polygon(panel.safeZone),
      })),
  };
}
