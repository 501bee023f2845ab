import { Button } from '@storefront/ui-kit';
import { Component, Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import type { Design } from '../lib/api/design';
import type { UploadedArtwork } from '../lib/api/upload-artwork';
import { BOX_STYLE_DIELINES } from '../lib/dielines/box-style-dielines';
import type { DielineUnit } from '../lib/dielines/units';
import type { EditorDocument } from '../lib/editor/editor-document';
import { createEditorDocument, parseEditorDocument } from '../lib/editor/editor-document';
import { useDesign, useDesignTemplate } from './design-queries';
import { DesignsPageHeader, DesignsSection } from './designs-page-parts';
import type { DesignerEditorProps } from './designer/designer-editor';
import type { BoxTemplate } from './template-maker-view';
import { BoxSizeFields } from './template/box-size-fields';
import { BoxStylePicker } from './template/box-style-picker';
import { useBoxSizeForm } from './template/use-box-size-form';
import { UploadArtworkButton } from './upload-artwork-button';
import { QueryErrorAlert } from './query-error-alert';
import { useDesignsFormat } from './use-designs-format';

// The editor (Konva, the 3D preview) is a separate chunk: this shell never imports it.
const DesignerEditor = lazy(() => import('./designer/designer-editor'));

/**
 * Props of {@link TemplateDesignerView}.
 *
 * @example
 * const props: TemplateDesignerViewProps = { designId: search.get('designId') ?? undefined, onContinue: (design) => navigate(`/approve-design?designId=${design.id}`) };
 */
export interface TemplateDesignerViewProps {
  /** A saved design to open (its document, name and version). */
  designId?: string;
  /** A box to start a new design on (e.g. from the template maker); else the shopper picks one. */
  initialTemplate?: BoxTemplate;
  /** The catalogue product the design is saved for; the style's product page slug by default. */
  productKey?: string;
  /** Unit of the size fields when the shopper picks a box; `in` by default. */
  defaultUnit?: DielineUnit;
  /** Called after every save with the stored design (e.g. to put its id in the URL). */
  onSaved?: (design: Design) => void;
  /**
   * Shows 'Continue to approve' (enabled once the design is saved and passes the print
   * check) and is called with the saved design.
   */
  onContinue?: (design: Design) => void;
  /** Level of the page heading; 1 by default. */
  headingLevel?: 1 | 2;
  /**
   * Offers 'Upload artwork' beside 'Start designing' (the store's upload button switch): the
   * shopper picks the box, uploads a finished file, and the editor opens with it placed on the
   * first panel. Off by default (the editor's own image upload is always there).
   */
  uploadButton?: boolean;
  /** Called after a file is uploaded through the upload button (e.g. for analytics). */
  onArtworkUploaded?: (upload: UploadedArtwork) => void;
}

class EditorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function BoxChooser({
  defaultUnit,
  onStart,
  uploadButton,
  onUploaded,
}: {
  defaultUnit: DielineUnit;
  onStart: (template: BoxTemplate, upload?: UploadedArtwork) => void;
  uploadButton: boolean;
  onUploaded?: (upload: UploadedArtwork) => void;
}) {
  const { t } = useDesignsFormat();
  const { style, chooseStyle, unit, setUnit, form, size } = useBoxSizeForm(
    'displayMailer',
    defaultUnit,
  );
  return (
    <div className="flex flex-col gap-6">
      <BoxStylePicker value={style} onChange={chooseStyle} />
      <DesignsSection level={2} heading={t('sizeForm.sizeLegend')}>
        <BoxSizeFields form={form} style={style} unit={unit} onUnitChange={setUnit} />
      </DesignsSection>
      <div className="flex flex-wrap items-start gap-4">
        <Button disabled={!size} onClick={() => size && onStart({ style, size })}>
          {t('designer.start')}
        </Button>
        {uploadButton && size ? (
          <UploadArtworkButton
            variant="secondary"
            onUploaded={(upload) => {
              onUploaded?.(upload);
              onStart({ style, size }, upload);
            }}
          />
        ) : null}
      </div>
      {uploadButton ? (
        <p className="text-ink-muted max-w-2xl text-sm">{t('designer.uploadInstead')}</p>
      ) : null}
    </div>
  );
}

/**
 * The template designer page (`/template-designer`): an online editor on the box's dieline
 * — panels of the outside and inside, uploaded images and logos, text with font and colour,
 * background colours, bleed and safe-zone guides, keyboard controls and a list of the placed
 * objects, undo/redo, the print check, saving as a named design and a 3D preview. This shell
 * is light: the editor (Konva) and the 3D preview (three.js) load as separate chunks only
 * when used. Needs `DesignsClientProvider` and a `QueryClientProvider`.
 *
 * @example
 * <TemplateDesignerView
 *   designId={search.get('designId') ?? undefined}
 *   onSaved={(design) => setSearch({ designId: design.id })}
 *   onContinue={(design) => navigate(`/approve-design?designId=${design.id}`)}
 * />
 */
export function TemplateDesignerView({
  designId,
  initialTemplate,
  productKey,
  defaultUnit = 'in',
  onSaved,
  onContinue,
  headingLevel = 1,
  uploadButton = false,
  onArtworkUploaded,
}: TemplateDesignerViewProps) {
  const { t, number, errorMessage } = useDesignsFormat();
  const [template, setTemplate] = useState<BoxTemplate | undefined>(initialTemplate);
  const [firstUpload, setFirstUpload] = useState<UploadedArtwork | undefined>();
  // A design saved from a new template keeps its editor (and undo history) when the app puts
  // its id into the URL.
  const [ownDesignId, setOwnDesignId] = useState<string | null>(null);
  const loadId = designId && designId !== ownDesignId ? designId : undefined;
  const saved = useDesign(loadId);
  // The template of the opened design (rendering instructions and surface attributes).
  const savedTemplate = useDesignTemplate(loadId ? saved.data : undefined);
  const savedFromTemplate = (design: Design) => {
    setOwnDesignId(design.id);
    onSaved?.(design);
  };

  const opened = useMemo((): { document: EditorDocument } | { error: unknown } | null => {
    if (!saved.data) return null;
    try {
      return { document: parseEditorDocument(saved.data.document) };
    } catch (error) {
      return { error };
    }
  }, [saved.data]);

  const header = <DesignsPageHeader page="designer" level={headingLevel} />;

  let body: ReactNode;
  if (loadId) {
    if (opened && 'error' in opened) {
      body = (
        <p role="alert" className="text-danger font-medium">
          {errorMessage(opened.error)}
        </p>
      );
    } else if (opened && saved.data && savedTemplate.isError) {
      body = <QueryErrorAlert query={savedTemplate} />;
    } else if (opened && saved.data && savedTemplate.data) {
      const surfaces = savedTemplate.data.surfaces;
      body = (
        <>
          {surfaces ? (
            <p className="text-ink-muted text-sm">
              {t('designer.surfaces', {
                count: surfaces.panels.length,
                area: number(surfaces.totalArea, 0),
              })}
            </p>
          ) : null}
          <EditorChunk
            key={saved.data.id}
            document={opened.document}
            design={saved.data}
            productKey={productKey ?? saved.data.productKey}
            onSaved={onSaved}
            onContinue={onContinue}
            headingLevel={headingLevel === 1 ? 2 : 3}
          />
        </>
      );
    } else if (saved.isError) {
      body = <QueryErrorAlert query={saved} />;
    } else {
      body = <p role="status">{t('designer.loadingDesign')}</p>;
    }
  } else if (template) {
    body = (
      <EditorChunk
        document={createEditorDocument(template.style, template.size)}
        design={null}
        {...(firstUpload ? { initialUpload: firstUpload } : {})}
        productKey={productKey ?? BOX_STYLE_DIELINES[template.style].productSlug}
        onSaved={savedFromTemplate}
        onContinue={onContinue}
        headingLevel={headingLevel === 1 ? 2 : 3}
      />
    );
  } else {
    body = (
      <BoxChooser
        defaultUnit={defaultUnit}
        uploadButton={uploadButton}
        {...(onArtworkUploaded ? { onUploaded: onArtworkUploaded } : {})}
        onStart={(next, upload) => {
          setFirstUpload(upload);
          setTemplate(next);
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {header}
      {body}
    </div>
  );
}

function EditorChunk({
  document,
  ...editor
}: Omit<DesignerEditorProps, 'initialDocument'> & { document: EditorDocument }) {
  const { t } = useDesignsFormat();
  // The document is the editor's starting point only; keep it stable across renders.
  const [initial] = useState(document);
  return (
    <EditorBoundary
      fallback={
        <p role="alert" className="text-danger font-medium">
          {t('designer.loadFailed')}
        </p>
      }
    >
      <Suspense fallback={<p role="status">{t('designer.loading')}</p>}>
        <DesignerEditor initialDocument={initial} {...editor} />
      </Suspense>
    </EditorBoundary>
  );
}
