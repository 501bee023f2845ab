import { Button, cn } from '@storefront/ui-kit';
import { useId } from 'react';
import type { DielineStyleId } from '../lib/dielines/dieline-model';
import type {
  PreflightIssue,
  PreflightReport as PreflightResult,
} from '../lib/preflight/preflight';
import { DesignsSection } from './designs-page-parts';
import { useDesignsFormat } from './use-designs-format';

/**
 * Props of {@link PreflightReport}.
 *
 * @example
 * const props: PreflightReportProps = { report: preflightDocument(document), style: 'displayMailer', action: { label: 'Add to cart', onClick: addToCart } };
 */
export interface PreflightReportProps {
  /** The result of `preflightDocument`. */
  report: PreflightResult;
  /** The box style, for the panel names. */
  style: DielineStyleId;
  /** Called with an issue's object id from its 'Show' button (e.g. to select it). */
  onShowObject?: (objectId: string) => void;
  /**
   * The step after the check ('Add to cart', 'Continue to approve'); disabled while a
   * blocking issue remains (and when `disabled`).
   */
  action?: { label: string; onClick: () => void; disabled?: boolean; loading?: boolean };
  /** Level of the report's heading; 2 by default. */
  headingLevel?: 2 | 3;
}

/**
 * The print check of a design: every preflight issue with where it is (panel, side of the
 * board, object) and what to do, blocking ones first and marked 'Must fix'; and the step to
 * the cart, disabled while a blocking issue remains.
 *
 * @example
 * <PreflightReport
 *   report={preflightDocument(document)}
 *   style={document.style}
 *   onShowObject={select}
 *   action={{ label: t('preflight.addToCart'), onClick: approve }}
 * />
 */
export function PreflightReport({
  report,
  style,
  onShowObject,
  action,
  headingLevel = 2,
}: PreflightReportProps) {
  const { t, panelName } = useDesignsFormat();
  const id = useId();
  const blocking = report.issues.filter((issue) => issue.severity === 'blocking').length;
  const warnings = report.issues.length - blocking;

  const text = (issue: PreflightIssue) =>
    t(`preflight.issues.${issue.code}`, {
      object: issue.objectLabel,
      dpi: issue.params.dpi,
      sides: (issue.params.sides ?? []).map((side) => t(`preflight.sides.${side}`)).join(', '),
    });

  return (
    <DesignsSection
      level={headingLevel}
      heading={t('preflight.title')}
      data-slot="preflight-report"
    >
      <div role="status" className="flex flex-col gap-1">
        {report.issues.length === 0 ? (
          <p className="text-success font-medium">{t('preflight.ok')}</p>
        ) : null}
        {blocking > 0 ? (
          <p className="text-danger font-medium">{t('preflight.blocking', { count: blocking })}</p>
        ) : null}
        {warnings > 0 ? (
          <p className="text-ink">{t('preflight.warnings', { count: warnings })}</p>
        ) : null}
      </div>
      {report.issues.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {report.issues.map((issue) => (
            <li
              key={issue.id}
              className={cn(
                'rounded-brand bg-surface-muted flex flex-col gap-1 border-l-4 p-3 sm:flex-row sm:items-start sm:gap-3',
                issue.severity === 'blocking' ? 'border-danger' : 'border-ink-muted',
              )}
            >
              <span
                className={cn(
                  'shrink-0 text-sm font-semibold uppercase',
                  issue.severity === 'blocking' ? 'text-danger' : 'text-ink',
                )}
              >
                {t(`preflight.severity.${issue.severity}`)}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="text-ink">{text(issue)}</span>
                <span className="text-ink-muted text-sm">
                  {t('preflight.where', {
                    panel: panelName(style, { id: issue.panelId, name: issue.panelName }),
                    face: issue.face ? t(`faces.${issue.face}`) : '—',
                  })}
                </span>
              </span>
              {onShowObject ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="self-start"
                  onClick={() => onShowObject(issue.objectId)}
                >
                  {t('preflight.show', { name: issue.objectLabel })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {action ? (
        <div className="flex flex-col gap-1">
          <Button
            className="self-start"
            disabled={report.blocking || action.disabled}
            loading={action.loading}
            onClick={action.onClick}
            aria-describedby={report.blocking ? `${id}-blocked` : undefined}
          >
            {action.label}
          </Button>
          {report.blocking ? (
            <p id={`${id}-blocked`} className="text-danger text-sm">
              {t('preflight.blockedHint')}
            </p>
          ) : null}
        </div>
      ) : null}
    </DesignsSection>
  );
}
