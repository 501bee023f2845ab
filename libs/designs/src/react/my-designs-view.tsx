import { Button, Dialog, Skeleton, type ButtonProps } from '@storefront/ui-kit';
import { useId, useState } from 'react';
import type { DesignSummary } from '../lib/api/design';
import { findBoxStyleDieline } from '../lib/dielines/box-style-dielines';
import {
  DESIGN_LIST_PAGE_SIZE,
  useDeleteDesign,
  useDesignList,
  useDuplicateDesign,
  useRenameDesign,
} from './design-queries';
import { DesignShareDialog } from './design-share-dialog';
import { DesignPreview } from './designs-page-parts';
import { SaveDesignForm } from './save-design-form';
import { QueryErrorAlert } from './query-error-alert';
import { useDesignsFormat } from './use-designs-format';

/**
 * Props of {@link MyDesignsView}.
 *
 * @example
 * const props: MyDesignsViewProps = { siteUrl: window.location.origin, onOpenDesign: (design) => navigate(`/template-designer?designId=${design.id}`) };
 */
export interface MyDesignsViewProps {
  /** The store's origin, for share links (`${siteUrl}/shared-design/{id}`). */
  siteUrl: string;
  /** Opens a design in the template designer. */
  onOpenDesign: (design: DesignSummary) => void;
  /** Shows 'Order' on each design and is called with it (e.g. to go to approve design). */
  onApproveDesign?: (design: DesignSummary) => void;
  /** Level of the page heading; 1 by default. */
  headingLevel?: 1 | 2;
}

/** One button of a design's card. */
interface DesignAction {
  action: 'open' | 'approve' | 'rename' | 'duplicate' | 'share' | 'delete';
  variant?: ButtonProps['variant'];
  loading?: boolean;
  onClick: () => void;
}

type DialogState =
  | { kind: 'rename'; design: DesignSummary }
  | { kind: 'delete'; design: DesignSummary }
  | { kind: 'share'; design: DesignSummary }
  | null;

/**
 * My Designs (`/my-designs`): the shopper's saved designs with preview, size and date, each
 * to open in the designer, rename, duplicate, delete (after confirming), share (dialog with
 * name and optional email) and, when wired, order. 'No Designs Available' when there are none;
 * failures show the spec codes' messages (ECX012–ECX015, ECX039). Needs `DesignsClientProvider`
 * and a `QueryClientProvider`.
 *
 * @example
 * <MyDesignsView
 *   siteUrl={window.location.origin}
 *   onOpenDesign={(design) => navigate(`/template-designer?designId=${design.id}`)}
 *   onApproveDesign={(design) => navigate(`/approve-design?designId=${design.id}`)}
 * />
 */
export function MyDesignsView({
  siteUrl,
  onOpenDesign,
  onApproveDesign,
  headingLevel = 1,
}: MyDesignsViewProps) {
  const { t, date, errorMessage, styleName } = useDesignsFormat();
  const id = useId();
  const list = useDesignList(DESIGN_LIST_PAGE_SIZE);
  const rename = useRenameDesign();
  const duplicate = useDuplicateDesign();
  const remove = useDeleteDesign();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const ItemHeading = headingLevel === 1 ? 'h2' : 'h3';
  const close = () => {
    setDialog(null);
    setDeleteFailure(null);
  };

  const duplicateDesign = async (design: DesignSummary) => {
    setFailure(null);
    try {
      const copy = await duplicate.mutateAsync(design.id);
      setNotice(t('myDesigns.duplicated', { name: copy.name }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  // The buttons of a design's card, in order; each says `myDesigns.<action>`.
  const actionsOf = (design: DesignSummary): DesignAction[] => [
    { action: 'open', onClick: () => onOpenDesign(design) },
    ...(onApproveDesign
      ? [
          {
            action: 'approve',
            variant: 'secondary',
            onClick: () => onApproveDesign(design),
          } as const,
        ]
      : []),
    { action: 'rename', variant: 'ghost', onClick: () => setDialog({ kind: 'rename', design }) },
    {
      action: 'duplicate',
      variant: 'ghost',
      loading: duplicate.isPending && duplicate.variables === design.id,
      onClick: () => void duplicateDesign(design),
    },
    { action: 'share', variant: 'ghost', onClick: () => setDialog({ kind: 'share', design }) },
    { action: 'delete', variant: 'danger', onClick: () => setDialog({ kind: 'delete', design }) },
  ];

  let content;
  if (!list.data && list.isError) {
    content = <QueryErrorAlert query={list} />;
  } else if (!list.data) {
    content = (
      <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
        <Skeleton height="12rem" />
        <Skeleton height="12rem" />
      </div>
    );
  } else if (list.data.designs.length === 0) {
    content = <p className="text-ink text-lg">{t('myDesigns.empty')}</p>;
  } else {
    content = (
      <>
        <p className="text-ink-muted">{t('myDesigns.count', { count: list.data.total })}</p>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.designs.map((design) => {
            const style = findBoxStyleDieline(design.productKey);
            const headingId = `${id}-${design.id}`;
            const size = design.selection['Size'];
            return (
              <li
                key={design.id}
                className="rounded-brand border-border bg-surface flex flex-col gap-3 border p-4"
              >
                <DesignPreview
                  src={design.previewUrl}
                  alt={t('myDesigns.preview', { name: design.name })}
                  missing={t('myDesigns.noPreview')}
                  size="card"
                />
                <div className="flex flex-col gap-0.5">
                  <ItemHeading
                    id={headingId}
                    className="text-ink text-lg font-semibold break-words"
                  >
                    {design.name}
                  </ItemHeading>
                  {style ? <p className="text-ink-muted text-sm">{styleName(style.id)}</p> : null}
                  {size !== undefined ? (
                    <p className="text-ink-muted text-sm">
                      {t('myDesigns.size', { size: String(size) })}
                    </p>
                  ) : null}
                  <p className="text-ink-muted text-sm">
                    {t('myDesigns.updated', { date: date(design.updatedAt) })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {actionsOf(design).map(({ action, variant, loading, onClick }) => (
                    <Button
                      key={action}
                      size="sm"
                      variant={variant}
                      loading={loading}
                      onClick={onClick}
                      aria-describedby={headingId}
                    >
                      {t(`myDesigns.${action}`)}
                    </Button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Heading className="font-brand-heading text-ink text-3xl">{t('myDesigns.title')}</Heading>
      <p role="status" className="text-success min-h-6 font-medium">
        {notice}
      </p>
      {failure ? (
        <p role="alert" className="text-danger font-medium">
          {failure}
        </p>
      ) : null}
      {content}

      <Dialog
        open={dialog?.kind === 'rename'}
        onClose={close}
        title={t('myDesigns.renameTitle')}
        closeLabel={t('common.close')}
      >
        {dialog?.kind === 'rename' ? (
          <SaveDesignForm
            key={dialog.design.id}
            defaultName={dialog.design.name}
            onSave={async (name) => {
              try {
                const renamed = await rename.mutateAsync({ id: dialog.design.id, name });
                setNotice(t('myDesigns.renamed', { name: renamed.name }));
                close();
              } catch (error) {
                throw new Error(errorMessage(error), { cause: error });
              }
            }}
          />
        ) : null}
      </Dialog>

      <Dialog
        open={dialog?.kind === 'delete'}
        onClose={close}
        title={t('myDesigns.deleteTitle')}
        description={
          dialog?.kind === 'delete'
            ? t('myDesigns.deleteQuestion', { name: dialog.design.name })
            : undefined
        }
        closeLabel={t('common.close')}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={async () => {
                if (dialog?.kind !== 'delete') return;
                setDeleteFailure(null);
                try {
                  await remove.mutateAsync(dialog.design.id);
                  setNotice(t('myDesigns.deleted', { name: dialog.design.name }));
                  close();
                } catch (error) {
                  setDeleteFailure(errorMessage(error));
                }
              }}
            >
              {t('myDesigns.deleteConfirm')}
            </Button>
          </>
        }
      >
        {deleteFailure ? (
          <p role="alert" className="text-danger font-medium">
            {deleteFailure}
          </p>
        ) : null}
      </Dialog>

      <DesignShareDialog
        designId={dialog?.kind === 'share' ? dialog.design.id : null}
        siteUrl={siteUrl}
        open={dialog?.kind === 'share'}
        onClose={close}
      />
    </div>
  );
}
