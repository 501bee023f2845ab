// The 3D preview of the folded box (three.js through @react-three/fiber), loaded only when the
// shopper opens it. The box is a rectangular model: each face shows the matching panel's
// artwork; flaps, tucks and the gable roof are not modelled.
import { Canvas } from '@react-three/fiber';
import { Button } from '@storefront/ui-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CanvasTexture, SRGBColorSpace } from 'three';
import type { Dieline, DielineStyleId } from '../../lib/dielines/dieline-model';
import type { EditorDocument } from '../../lib/editor/editor-document';
import type { PanelFrame } from '../../lib/editor/panel-frames';
import { panelFrames } from '../../lib/editor/panel-frames';
import { drawPanelTexture } from './panel-texture';

type BoxFace = 'right' | 'left' | 'top' | 'bottom' | 'front' | 'back';

/** three.js BoxGeometry's material order: +x, -x, +y, -y, +z, -z. */
const FACE_ORDER: readonly BoxFace[] = ['right', 'left', 'top', 'bottom', 'front', 'back'];

const MAILER_FACES: Record<BoxFace, string> = {
  right: 'right-side',
  left: 'left-side',
  top: 'top',
  bottom: 'bottom',
  front: 'front',
  back: 'back',
};

/** Which panel shows on which face of the box model, per style. */
const FACE_PANELS: Record<DielineStyleId, Record<BoxFace, string>> = {
  displayMailer: MAILER_FACES,
  giftMailer: MAILER_FACES,
  squareMailer: MAILER_FACES,
  documentMailer: MAILER_FACES,
  shipper: { ...MAILER_FACES, top: 'top-flap-front', bottom: 'bottom-flap-front' },
  gableBox: { ...MAILER_FACES, top: 'roof-front' },
  endOpenMailer: { ...MAILER_FACES, front: 'end-panel-front', back: 'end-panel-back' },
};

function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

function useFaceTextures(dieline: Dieline, document: EditorDocument, boardColour: string) {
  const [textures, setTextures] = useState<CanvasTexture[] | null>(null);
  const frames = useMemo(
    () => new Map<string, PanelFrame>(panelFrames(dieline).map((frame) => [frame.panelId, frame])),
    [dieline],
  );
  useEffect(() => {
    let active = true;
    const { length, width, depth } = dieline.dimensions;
    const faceSize: Record<BoxFace, [number, number]> = {
      right: [width, depth],
      left: [width, depth],
      top: [length, width],
      bottom: [length, width],
      front: [length, depth],
      back: [length, depth],
    };
    void Promise.all(
      FACE_ORDER.map(async (face) => {
        const frame = frames.get(FACE_PANELS[dieline.style][face]);
        const [faceWidth, faceHeight] = faceSize[face];
        const turn = frame ? frame.width > frame.height !== faceWidth > faceHeight : false;
        const texture = new CanvasTexture(
          await drawPanelTexture(frame, document, boardColour, turn),
        );
        texture.colorSpace = SRGBColorSpace;
        return texture;
      }),
    ).then((list) => {
      if (active) setTextures(list);
      else list.forEach((texture) => texture.dispose());
    });
    return () => {
      active = false;
    };
  }, [dieline, document, boardColour, frames]);
  useEffect(() => () => textures?.forEach((texture) => texture.dispose()), [textures]);
  return textures;
}

export interface BoxPreview3dProps {
  dieline: Dieline;
  document: EditorDocument;
  boardColour: string;
  label: string;
  description: string;
  unavailable: string;
  turnLeft: string;
  turnRight: string;
}

/** The folded box in 3D: drag to turn it, or use the two buttons. */
export default function BoxPreview3d({
  dieline,
  document,
  boardColour,
  label,
  description,
  unavailable,
  turnLeft,
  turnRight,
}: BoxPreview3dProps) {
  const [supported] = useState(hasWebGl);
  const [rotation, setRotation] = useState({ x: 0.45, y: -0.6 });
  const drag = useRef<{ x: number; y: number } | null>(null);
  const textures = useFaceTextures(dieline, document, boardColour);
  if (!supported) return <p className="text-ink-muted">{unavailable}</p>;

  const { length, width, depth } = dieline.dimensions;
  const largest = Math.max(length, width, depth);
  const size: [number, number, number] = [
    (2 * length) / largest,
    (2 * depth) / largest,
    (2 * width) / largest,
  ];

  return (
    <div className="flex flex-col gap-2">
      <div
        role="img"
        aria-label={label}
        aria-describedby="box-preview-3d-description"
        className="bg-surface-muted rounded-brand h-80 w-full touch-none"
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, y: event.clientY };
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (!drag.current) return;
          const dx = event.clientX - drag.current.x;
          const dy = event.clientY - drag.current.y;
          drag.current = { x: event.clientX, y: event.clientY };
          setRotation((current) => ({
            x: Math.max(-1.4, Math.min(1.4, current.x + dy * 0.01)),
            y: current.y + dx * 0.01,
          }));
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        <Canvas camera={{ position: [0, 0, 5], fov: 45 }} dpr={[1, 2]}>
          <ambientLight intensity={0.7} />
          <directionalLight position={[3, 4, 5]} intensity={1.2} />
          <mesh rotation={[rotation.x, rotation.y, 0]}>
            <boxGeometry args={size} />
            {FACE_ORDER.map((face, index) => (
              <meshStandardMaterial
                key={face}
                attach={`material-${index}`}
                color={textures ? '#ffffff' : boardColour}
                map={textures?.[index] ?? null}
              />
            ))}
          </mesh>
        </Canvas>
      </div>
      <p id="box-preview-3d-description" className="text-ink-muted text-sm">
        {description}
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setRotation((current) => ({ ...current, y: current.y - Math.PI / 6 }))}
        >
          {turnLeft}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setRotation((current) => ({ ...current, y: current.y + Math.PI / 6 }))}
        >
          {turnRight}
        </Button>
      </div>
    </div>
  );
}
