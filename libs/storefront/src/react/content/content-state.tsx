import { isStorefrontError } from '@storefront/http';
import { Button, Spinner } from '@storefront/ui-kit';
import { useId } from 'react';
import { useMessages } from '@storefront/ui-kit/i18n';

/** The codes whose message the content pages show; anything else shows ECX999's. */
const SHOWN_CODES = new Set(['ECX001', 'ECX003', 'ECX999']);

/**
 * The catalogue message of a content failure, translated: ECX001 (the content service did
 * not answer, refused the token or answered with GraphQL errors), ECX003 (an answer of the
 * wrong shape), otherwise ECX999.
 *
 * @example
 * const message = useContentErrorMessage(error);
 */
export function useContentErrorMessage(error: unknown): string {
  const { t } = useMessages('common');
  const code = isStorefrontError(error) && SHOWN_CODES.has(error.code) ? error.code : 'ECX999';
  return t(`contentPage.errors.${code}`);
}

/**
 * Where content is loading: a labelled spinner in a box tall enough that the page below does
 * not jump much when the content arrives.
 *
 * @example
 * if (isPending) return <ContentLoading />;
 */
export function ContentLoading({ className }: { className?: string }) {
  const { t } = useMessages('common');
  return (
    <div aria-busy="true" className={className ?? 'flex min-h-[50vh] items-center justify-center'}>
      <Spinner label={t('contentPage.loading')} />
    </div>
  );
}

/** Props of {@link ContentFailure}. */
export interface ContentFailureProps {
  error: unknown;
  /** Tries the query again. */
  onRetry: () => void;
  /** Render a level-one heading too (a page that has nothing else to show). */
  asPage?: boolean;
}

/**
 * Content that failed to load: the catalogue message (ECX001 for the content service) as an
 * alert, and a Try again button. As a page it has its own heading.
 *
 * @example
 * if (error) return <ContentFailure asPage error={error} onRetry={() => refetch()} />;
 */
export function ContentFailure({ error, onRetry, asPage = false }: ContentFailureProps) {
  const { t } = useMessages('common');
  const message = useContentErrorMessage(error);
  const headingId = useId();
  const body = (
    <div className="rounded-brand border-danger bg-surface flex flex-col items-start gap-4 border p-5">
      <p role="alert" className="text-ink">
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('contentPage.retry')}
      </Button>
    </div>
  );
  if (!asPage) return body;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl px-4 py-16">
      <h1 id={headingId} className="font-brand-heading text-ink mb-6 text-3xl">
        {t('contentPage.failedHeading')}
      </h1>
      {body}
    </section>
  );
}
