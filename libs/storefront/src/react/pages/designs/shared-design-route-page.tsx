import {
  DESIGNS_NAMESPACE,
  dielineToSvg,
  generateDieline,
  parseEditorDocument,
  type Dieline,
  type DielinePanel,
  type EditorDocument,
  type SharedDesign,
} from '@storefront/designs';
import { useSharedDesign } from '@storefront/designs/react';
import { isApiError } from '@storefront/http';
import { Button, LinkButton, Spinner } from '@storefront/ui-kit';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { formatContentDate } from '../../../lib/i18n/format-content-date';
import { StoreLink } from '../../store-link';
import { useHasRoute } from '../../storefront-context';
import { DESIGN_PAGES_NAMESPACE } from './designs-page.messages';
import { DesignRouteFrame, useDesignsMessages } from './designs-route-support';
import { intlLocaleOf, useMessages } from '@storefront/ui-kit/i18n';

/** Panel names in the shopper's language (the designs catalogue's, else the dieline's). */
function usePanelName(style: string) {
  const { t, has } = useMessages(DESIGNS_NAMESPACE);
  return (panel: Pick<DielinePanel, 'id' | 'name'>) => {
    for (const key of [`panelsByStyle.${style}.${panel.id}`, `panels.${panel.id}`]) {
      if (has(key)) return t(key);
    }
    return panel.name;
  };
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function DesignContents({ document, dieline }: { document: EditorDocument; dieline: Dieline }) {
  const { t } = useMessages(DESIGN_PAGES_NAMESPACE);
  const designs = useMessages(DESIGNS_NAMESPACE).t;
  const panelName = usePanelName(document.style);
  const panels = new Map(dieline.panels.map((panel) => [panel.id, panel]));
  const where = (panelId: string) => {
    const panel = panels.get(panelId);
    return panel
      ? t('shared.where', { panel: panelName(panel), face: designs(`faces.${panel.face}`) })
      : panelId;
  };
  const items = [
    ...Object.entries(document.backgrounds).map(([panelId, colour]) => ({
      key: `background-${panelId}`,
      what: t('shared.background', { colour }),
      where: where(panelId),
    })),
    ...document.objects.map((object) => ({
      key: object.id,
      what:
        object.type === 'image'
          ? t('shared.objectImage', { name: object.filename })
          : t('shared.objectText', { text: object.text.split('\n')[0]?.trim() ?? '' }),
      where: where(object.panelId),
    })),
  ];
  if (items.length === 0) return <p className="text-ink-muted">{t('shared.contentsEmpty')}</p>;
  return (
    <ul className="text-ink flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.key}>
          <span className="font-medium">{item.what}</span>
          <span className="text-ink-muted"> — {item.where}</span>
        </li>
      ))}
    </ul>
  );
}

function SharedDesignView({ shared }: { shared: SharedDesign }) {
  const { t, language } = useMessages(DESIGN_PAGES_NAMESPACE);
  const designs = useMessages(DESIGNS_NAMESPACE).t;
  const hasDesigner = useHasRoute('/template-designer');
  const { design } = shared;
  const parsed = useMemo(() => {
    try {
      const document = parseEditorDocument(design.document);
      return { document, dieline: generateDieline(document.style, document.size) };
    } catch {
      return null;
    }
  }, [design.document]);
  const panelName = usePanelName(parsed?.document.style ?? '');
  const number = (value: number) =>
    new Intl.NumberFormat(intlLocaleOf(language), {
      maximumFractionDigits: 3,
    }).format(value);
  const size = parsed
    ? t('shared.sizeValue', {
        length: number(parsed.document.size.length),
        width: number(parsed.document.size.width),
        depth: number(parsed.document.size.depth),
      })
    : String(design.selection['Size'] ?? '');
  const styleName = parsed ? designs(`styles.${parsed.document.style}`) : design.productKey;
  const dielineTitle = t('shared.dieline', { style: styleName, size });
  const dielineSvg = parsed
    ? dielineToSvg(parsed.dieline, {
        title: dielineTitle,
        panelLabel: (panel) => panelName(panel),
        idPrefix: 'shared-dieline',
      })
    : null;

  return (
    <article aria-labelledby="shared-design-heading" className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 id="shared-design-heading" className="font-brand-heading text-ink text-3xl">
          {t('shared.heading', { name: design.name })}
        </h1>
        <p className="text-ink-muted">{t('shared.intro', { name: shared.sharedBy })}</p>
      </header>
      <div className="grid gap-8 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          {design.previewUrl ? (
            <img
              src={design.previewUrl}
              alt={t('shared.preview', { name: design.name })}
              width={600}
              height={450}
              className="rounded-brand border-border h-auto w-full border object-contain"
            />
          ) : null}
          {dielineSvg ? (
            <img
              src={svgDataUrl(dielineSvg)}
              alt={dielineTitle}
              width={Math.round(parsed?.dieline.flatSize.width ?? 1) * 30}
              height={Math.round(parsed?.dieline.flatSize.height ?? 1) * 30}
              className="rounded-brand border-border bg-surface h-auto w-full border"
            />
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="text-ink-muted">{t('shared.product')}</dt>
            <dd className="text-ink">{styleName}</dd>
            <dt className="text-ink-muted">{t('shared.size')}</dt>
            <dd className="text-ink">{size}</dd>
            <dt className="text-ink-muted">{t('shared.updated')}</dt>
            <dd className="text-ink">{formatContentDate(design.updatedAt, language) ?? ''}</dd>
          </dl>
          <section aria-labelledby="shared-design-contents" className="flex flex-col gap-2">
            <h2 id="shared-design-contents" className="text-ink text-lg font-semibold">
              {t('shared.contents')}
            </h2>
            {parsed ? (
              <DesignContents document={parsed.document} dieline={parsed.dieline} />
            ) : (
              <p className="text-ink-muted">{t('shared.contentsEmpty')}</p>
            )}
          </section>
          <p className="text-ink-muted text-sm">
            {t('shared.expires', { date: formatContentDate(shared.expiresAt, language) ?? '' })}
          </p>
          <div className="flex flex-wrap gap-3">
            <LinkButton as={StoreLink} to={hasDesigner ? '/template-designer' : '/template-maker'}>
              {t('shared.designYourOwn')}
            </LinkButton>
            <LinkButton as={StoreLink} to="/" variant="secondary">
              {t('shared.backToHome')}
            </LinkButton>
          </div>
        </div>
      </div>
    </article>
  );
}

function SharedDesignFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useMessages(DESIGN_PAGES_NAMESPACE);
  const gone = isApiError(error) && error.status === 404;
  const deleted = gone && error.serviceCode === 'DesignNotFound';
  return (
    <section
      aria-labelledby="shared-design-failure"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 py-12 text-center"
    >
      <h1 id="shared-design-failure" className="font-brand-heading text-ink text-3xl">
        {gone ? (deleted ? t('shared.deleted') : t('shared.invalid')) : t('shared.failed')}
      </h1>
      {gone && !deleted ? <p className="text-ink-muted">{t('shared.invalidHint')}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        {gone ? null : (
          <Button variant="secondary" onClick={onRetry}>
            {t('shared.retry')}
          </Button>
        )}
        <LinkButton as={StoreLink} to="/">
          {t('shared.backToHome')}
        </LinkButton>
      </div>
    </section>
  );
}

function SharedDesignContent({ shareId }: { shareId: string }) {
  const { t } = useMessages(DESIGN_PAGES_NAMESPACE);
  const shared = useSharedDesign(shareId);
  if (shared.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('shared.loading')} size="lg" />
      </div>
    );
  }
  if (shared.isError) {
    return <SharedDesignFailure error={shared.error} onRetry={() => void shared.refetch()} />;
  }
  return <SharedDesignView shared={shared.data} />;
}

/**
 * `/shared-design/:shareId`: the read-only view of a design shared by link (the session
 * service's `GET shared/{id}/design`, no sign-in): its name, who shared it, the box and size,
 * its preview and dieline, what is placed on which panel, and until when the link works. An
 * unknown or expired link shows 'Request is invalid or expired' with a way home; a deleted
 * design says so.
 *
 * @example
 * { path: '/shared-design/:shareId', lazy: () => import('./shared-design-route-page') }
 */
export function SharedDesignRoutePage() {
  useDesignsMessages();
  const { shareId = '' } = useParams();
  return (
    <DesignRouteFrame page="sharedDesign">
      <SharedDesignContent key={shareId} shareId={shareId} />
    </DesignRouteFrame>
  );
}
