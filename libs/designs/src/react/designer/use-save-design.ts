// Saving a design from the editor: a PNG preview of the outside when there is one, then a
// create or an update, and whether the document has changed since the last save.
import type { RefObject } from 'react';
import { useState } from 'react';
import type { Design } from '../../lib/api/design';
import { uploadArtwork } from '../../lib/api/upload-artwork';
import type { DielineFace } from '../../lib/dielines/dieline-model';
import type { EditorDocument } from '../../lib/editor/editor-document';
import { useCreateDesign, useUpdateDesign } from '../design-queries';
import { useDesignsClient } from '../designs-client-provider';
import { useDesignsFormat } from '../use-designs-format';
import type { DesignCanvasHandle } from './design-canvas';

/** The catalogue selection of a document: its size as `L x W x D`. */
function selectionOf(document: EditorDocument): Record<string, string> {
  const value = (inches: number) => String(Math.round(inches * 1000) / 1000);
  const { length, width, depth } = document.size;
  return { Size: `${value(length)} x ${value(width)} x ${value(depth)}` };
}

export interface SaveDesignOptions {
  /** The document the editor opened with (saved already when `design` is given). */
  initialDocument: EditorDocument;
  /** The saved design being edited, or null for a new one. */
  design: Design | null;
  /** The document as it is now. */
  document: EditorDocument;
  /** The face on show: only the outside gives a preview. */
  face: DielineFace;
  productKey: string;
  onSaved?: (design: Design) => void;
  /** The drawn canvas, if any: saving the outside uploads a PNG preview of it. */
  canvas?: RefObject<DesignCanvasHandle | null>;
}

/**
 * The saved design, whether the document differs from it, and `save(name)`, which creates or
 * updates the design (throwing an Error with the shopper's message when that fails).
 *
 * @example
 * const { saved, unsaved, save } = useSaveDesign({ initialDocument, design, document, face, productKey });
 */
export function useSaveDesign({
  initialDocument,
  design,
  document,
  face,
  productKey,
  onSaved,
  canvas,
}: SaveDesignOptions) {
  const { errorMessage } = useDesignsFormat();
  const client = useDesignsClient();
  const createDesign = useCreateDesign();
  const updateDesign = useUpdateDesign();
  const [saved, setSaved] = useState<Design | null>(design);
  const [savedDocument, setSavedDocument] = useState<EditorDocument | null>(
    design ? initialDocument : null,
  );

  /** A fresh PNG preview of the outside, or undefined (a design saves without one). */
  const uploadPreview = async (): Promise<string | undefined> => {
    const drawn = canvas?.current;
    if (face !== 'outside' || !drawn) return undefined;
    const blob = await drawn.toPngBlob();
    if (!blob) return undefined;
    try {
      const preview = await uploadArtwork(client, {
        name: 'design-preview.png',
        type: 'image/png',
        size: blob.size,
        arrayBuffer: () => blob.arrayBuffer(),
      });
      return preview.id;
    } catch {
      // A design saves without a fresh preview rather than not at all.
      return undefined;
    }
  };

  const save = async (name: string) => {
    const previewAssetId = await uploadPreview();
    try {
      const result = saved
        ? await updateDesign.mutateAsync({
            id: saved.id,
            changes: {
              version: saved.version,
              name,
              document,
              selection: { ...saved.selection, ...selectionOf(document) },
              ...(previewAssetId ? { previewAssetId } : {}),
            },
          })
        : await createDesign.mutateAsync({
            name,
            productKey,
            selection: selectionOf(document),
            document,
            ...(previewAssetId ? { previewAssetId } : {}),
          });
      setSaved(result);
      setSavedDocument(document);
      onSaved?.(result);
    } catch (error) {
      throw new Error(errorMessage(error), { cause: error });
    }
  };

  return { saved, unsaved: savedDocument !== document, save };
}
