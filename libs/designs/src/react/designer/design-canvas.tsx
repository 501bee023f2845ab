// The Konva drawing of one face of a design (loaded lazily by the designer, never in a first
// load). It is visual only: the designer around it gives the canvas its accessible name, its
// keyboard controls and the list of objects.
import type Konva from 'konva';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import {
  Group,
  Image as KonvaImage,
  Layer,
  Line,
  Rect,
  Stage,
  Text,
  Transformer,
} from 'react-konva';
import { DIELINE_BLEED, DIELINE_LAYERS } from '../../lib/dielines/dieline-model';
import type { DielinePolygon, DielineSegment } from '../../lib/dielines/geometry';
import type { EditorDocument, EditorObject } from '../../lib/editor/editor-document';
import type { FaceView } from '../../lib/editor/face-view';
import type { PanelFrame } from '../../lib/editor/panel-frames';
import type { QuarterTurn } from '../../lib/editor/view-transform';
import { panelMatrix, turnedView } from '../../lib/editor/view-transform';

/** Space around the blank on the canvas, inches. */
const MARGIN = 0.3;

/** What the designer can ask of the canvas. */
export interface DesignCanvasHandle {
  /** The face as a PNG (guides and selection hidden), or null when the browser refuses. */
  toPngBlob(): Promise<Blob | null>;
}

export interface DesignCanvasProps {
  view: FaceView;
  document: EditorDocument;
  activePanelId: string;
  /**
   * How far the face's view is turned (clockwise) so the active panel reads upright; a turn,
   * never a mirror (see `viewTurnFor`).
   */
  turn: QuarterTurn;
  /**
   * The turn of the exported picture (the design's preview), the same whichever panel is
   * being edited; `turn` by default.
   */
  exportTurn?: QuarterTurn;
  selectedId: string | null;
  showGuides: boolean;
  /** Colour of unprinted board. */
  boardColour: string;
  /** Width available, CSS pixels. */
  width: number;
  onSelectPanel: (panelId: string) => void;
  onSelectObject: (id: string | null) => void;
  onChangeObject: (
    id: string,
    changes: { x: number; y: number; width?: number; height?: number; fontSize?: number },
  ) => void;
  ref?: Ref<DesignCanvasHandle>;
}

function flat(points: DielinePolygon, scale: number): number[] {
  return points.flatMap((point) => [point.x * scale, point.y * scale]);
}

function segmentPoints({ from, to }: DielineSegment, scale: number): number[] {
  return [from.x * scale, from.y * scale, to.x * scale, to.y * scale];
}

/** One line a segment (slits, creases) of the dieline, drawn in the canvas's scale. */
function segmentLines(
  name: string,
  segments: readonly DielineSegment[],
  scale: number,
  stroke: string,
  strokeWidth: number,
  dash?: number[],
) {
  return segments.map((segment, index) => (
    <Line
      key={`${name}-${index}`}
      points={segmentPoints(segment, scale)}
      stroke={stroke}
      strokeWidth={strokeWidth}
      dash={dash}
    />
  ));
}

/** An HTML image for a URL, loaded with CORS so the canvas can still be exported. */
function useLoadedImage(src: string): HTMLImageElement | undefined {
  const [image, setImage] = useState<HTMLImageElement>();
  useEffect(() => {
    let active = true;
    const element = new window.Image();
    element.crossOrigin = 'anonymous';
    element.onload = () => {
      if (active) setImage(element);
    };
    element.src = src;
    return () => {
      active = false;
    };
  }, [src]);
  return image;
}

interface ObjectNodeProps {
  object: EditorObject;
  scale: number;
  onSelect: () => void;
  onChange: DesignCanvasProps['onChangeObject'];
}

/** The size fields an object kind takes from a transform that scaled its node by `factor`. */
type ResizedBy = (
  factor: number,
  node: Konva.Node,
) => Omit<Parameters<DesignCanvasProps['onChangeObject']>[1], 'x' | 'y'>;

/**
 * What every object's node shares: selected on press or tap, moved (in inches) on drop, and
 * moved and resized (`resizedBy`) when the transformer lets go.
 */
function movableNode({ object, scale, onSelect, onChange }: ObjectNodeProps, resizedBy: ResizedBy) {
  const position = (node: Konva.Node) => ({ x: node.x() / scale, y: node.y() / scale });
  return {
    id: `object-${object.id}`,
    x: object.x * scale,
    y: object.y * scale,
    draggable: true,
    onMouseDown: onSelect,
    onTap: onSelect,
    onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) =>
      onChange(object.id, position(event.target)),
    onTransformEnd: (event: Konva.KonvaEventObject<Event>) => {
      const node = event.target;
      const factor = takeScale(node);
      onChange(object.id, { ...position(node), ...resizedBy(factor, node) });
    },
  };
}

/**
 * The scale the transformer gave `node`, reset to 1: the document keeps sizes, not scales.
 */
function takeScale(node: Konva.Node): number {
  const factor = node.scaleX();
  node.scaleX(1);
  node.scaleY(1);
  return factor;
}

function ImageNode({ object, scale, onSelect, onChange }: ObjectNodeProps) {
  const image = useLoadedImage(object.type === 'image' ? object.src : '');
  if (object.type !== 'image') return null;
  return (
    <KonvaImage
      {...movableNode({ object, scale, onSelect, onChange }, (factor, node) => ({
        width: (node.width() * factor) / scale,
        height: (node.height() * factor) / scale,
      }))}
      image={image}
      width={object.width * scale}
      height={object.height * scale}
      fill={image ? undefined : '#e5e7eb'}
    />
  );
}

function TextNode({ object, scale, onSelect, onChange }: ObjectNodeProps) {
  if (object.type !== 'text') return null;
  const style = [object.italic ? 'italic' : '', object.bold ? 'bold' : ''].join(' ').trim();
  return (
    <Text
      {...movableNode({ object, scale, onSelect, onChange }, (factor) => ({
        width: object.width * factor,
        fontSize: object.fontSize * factor,
      }))}
      text={object.text}
      width={object.width * scale}
      fontSize={(object.fontSize / 72) * scale}
      fontFamily={object.fontFamily}
      fontStyle={style || 'normal'}
      fill={object.colour}
      align={object.align}
      lineHeight={1.2}
    />
  );
}

/** The background of a panel: its frame, 1/8 in past each cut side. */
function backgroundRect(frame: PanelFrame, scale: number) {
  const grow = (side: PanelFrame['cutSides'][number]) =>
    frame.cutSides.includes(side) ? DIELINE_BLEED : 0;
  return {
    x: -grow('left') * scale,
    y: -grow('top') * scale,
    width: (frame.width + grow('left') + grow('right')) * scale,
    height: (frame.height + grow('top') + grow('bottom')) * scale,
  };
}

/**
 * One face of a design drawn with Konva: board, panel backgrounds, objects (clipped to the
 * bleed line), and the cut, fold, bleed and safe zone guides; objects can be dragged and
 * resized with the mouse or touch.
 */
export default function DesignCanvas({
  view,
  document,
  activePanelId,
  turn: editingTurn,
  exportTurn,
  selectedId,
  showGuides,
  boardColour,
  width,
  onSelectPanel,
  onSelectObject,
  onChangeObject,
  ref,
}: DesignCanvasProps) {
  const stage = useRef<Konva.Stage>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const [exporting, setExporting] = useState(false);
  const turn = exporting ? (exportTurn ?? editingTurn) : editingTurn;
  const turned = turnedView(view, turn);
  const scale = Math.max(1, width / (turned.width + 2 * MARGIN));
  const height = (turned.height + 2 * MARGIN) * scale;
  const offset = MARGIN * scale;
  const frames = useMemo(
    () => new Map(view.panels.map((panel) => [panel.frame.panelId, panel])),
    [view],
  );

  useImperativeHandle(ref, () => ({
    async toPngBlob() {
      const node = stage.current;
      if (!node) return null;
      setExporting(true);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      try {
        return (await node.toBlob({ pixelRatio: Math.min(2, 1200 / node.width()) })) as Blob | null;
      } catch {
        return null;
      } finally {
        setExporting(false);
      }
    },
  }));

  useEffect(() => {
    const node = selectedId ? stage.current?.findOne(`#object-${selectedId}`) : undefined;
    transformer.current?.nodes(node && !exporting ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedId, document, exporting, view]);

  // A canvas-free record of how each text is drawn (its transform on screen, CSS pixels):
  // journeys read it to check that text is never mirrored and reads upright.
  useEffect(() => {
    const node = stage.current;
    if (!node) return;
    const transforms: Record<string, number[]> = {};
    for (const object of document.objects) {
      if (object.type !== 'text') continue;
      const text = node.findOne(`#object-${object.id}`);
      if (text) transforms[object.id] = text.getAbsoluteTransform().getMatrix().map(Number);
    }
    node.container().dataset['textTransforms'] = JSON.stringify(transforms);
  }, [document, view, turn, scale]);

  const cut = DIELINE_LAYERS.cut;
  const crease = DIELINE_LAYERS.crease;
  const bleed = DIELINE_LAYERS.bleed;
  const safe = DIELINE_LAYERS['safe-zone'];
  const line = (inches: number) => Math.max(1, inches * scale);

  return (
    <Stage
      ref={stage}
      width={width}
      height={height}
      onMouseDown={(event) => {
        if (event.target === event.target.getStage()) onSelectObject(null);
      }}
    >
      <Layer>
        <Group x={offset} y={offset}>
          <Group x={turned.matrix[4] * scale} y={turned.matrix[5] * scale} rotation={turn}>
            <Line points={flat(view.outline, scale)} closed fill={boardColour} />
            {view.panels.map(({ frame, polygon }) => (
              <Line
                key={frame.panelId}
                points={flat(polygon, scale)}
                closed
                fill="rgba(0,0,0,0)"
                onMouseDown={() => {
                  onSelectPanel(frame.panelId);
                  onSelectObject(null);
                }}
                onTap={() => onSelectPanel(frame.panelId)}
              />
            ))}
            <Group
              clipFunc={(context) => {
                const points = view.bleed;
                context.beginPath();
                points.forEach((point, index) => {
                  if (index === 0) context.moveTo(point.x * scale, point.y * scale);
                  else context.lineTo(point.x * scale, point.y * scale);
                });
                context.closePath();
              }}
            >
              {view.panels.map(({ frame }) => {
                const [, , , , e, f] = panelMatrix(frame);
                const colour = document.backgrounds[frame.panelId];
                const objects = document.objects.filter(
                  (object) => object.panelId === frame.panelId,
                );
                return (
                  <Group
                    key={frame.panelId}
                    x={e * scale}
                    y={f * scale}
                    rotation={frame.placement.rotation}
                  >
                    {colour ? (
                      <Rect
                        {...backgroundRect(frame, scale)}
                        fill={colour}
                        onMouseDown={() => {
                          onSelectPanel(frame.panelId);
                          onSelectObject(null);
                        }}
                      />
                    ) : null}
                    {objects.map((object) => {
                      const select = () => {
                        onSelectPanel(object.panelId);
                        onSelectObject(object.id);
                      };
                      const ObjectNode = object.type === 'image' ? ImageNode : TextNode;
                      return (
                        <ObjectNode
                          key={object.id}
                          object={object}
                          scale={scale}
                          onSelect={select}
                          onChange={onChangeObject}
                        />
                      );
                    })}
                  </Group>
                );
              })}
            </Group>
            {view.holes.map((hole, index) => (
              <Line
                key={`hole-${index}`}
                points={flat(hole, scale)}
                closed
                fill="#ffffff"
                listening={false}
              />
            ))}
            {showGuides && !exporting ? (
              <Group listening={false}>
                <Line
                  points={flat(view.bleed, scale)}
                  closed
                  stroke={bleed.colour}
                  strokeWidth={1}
                />
                {view.panels.map(({ frame, safeZone }) => (
                  <Line
                    key={`safe-${frame.panelId}`}
                    points={flat(safeZone, scale)}
                    closed
                    stroke={safe.colour}
                    strokeWidth={1}
                    dash={[3, 3]}
                  />
                ))}
              </Group>
            ) : null}
            {!exporting ? (
              <Group listening={false}>
                <Line
                  points={flat(view.outline, scale)}
                  closed
                  stroke={cut.colour}
                  strokeWidth={line(cut.lineWidth)}
                />
                {segmentLines('slit', view.slits, scale, cut.colour, line(cut.lineWidth))}
                {segmentLines(
                  'crease',
                  view.creases,
                  scale,
                  crease.colour,
                  line(crease.lineWidth),
                  [6, 4],
                )}
                {frames.get(activePanelId) ? (
                  <Line
                    points={flat(frames.get(activePanelId)?.polygon ?? [], scale)}
                    closed
                    stroke="#1d4ed8"
                    strokeWidth={2}
                  />
                ) : null}
              </Group>
            ) : null}
          </Group>
        </Group>
        <Transformer
          ref={transformer}
          rotateEnabled={false}
          keepRatio
          enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
          boundBoxFunc={(previous, next) => (next.width < 6 || next.height < 6 ? previous : next)}
        />
      </Layer>
    </Stage>
  );
}
