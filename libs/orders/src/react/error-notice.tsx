import { Button, Spinner } from '@storefront/ui-kit';
import { isStorefrontError } from '@storefront/http';
import type { ReactNode } from 'react';

/** The message to show for a failure: the catalogue's user message, else `fallback`. */
export function userMessageOf(error: unknown, fallback: string): string {
  return isStorefrontError(error) ? error.userMessage : fallback;
}

/** A failure with its message and an optional retry button (internal). */
export function ErrorNotice({
  message,
  retryLabel,
  onRetry,
  children,
}: {
  message: string;
  retryLabel?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      data-slot="orders-error"
      className="rounded-brand border-danger text-danger flex flex-col items-start gap-3 border p-4"
    >
      <p>{message}</p>
      {children}
      {onRetry && retryLabel ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * What a view shows for a read that failed before it had data (internal): the failure's
 * message (else `fallback`) and a retry button that reads again.
 */
export function QueryErrorNotice({
  query,
  fallback,
  retryLabel,
}: {
  query: { error: unknown; refetch: () => unknown };
  fallback: string;
  retryLabel: string;
}) {
  return (
    <ErrorNotice
      message={userMessageOf(query.error, fallback)}
      retryLabel={retryLabel}
      onRetry={() => void query.refetch()}
    />
  );
}

/** What a view shows while its data loads: a large spinner named `label` (internal). */
export function LoadingNotice({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner label={label} size="lg" />
    </div>
  );
}

/**
 * What a view shows while its read has no data yet (internal): the failure's message (else
 * `failed`) with a `retry` button once the read failed, else a spinner named `loading`.
 *
 * @example
 * if (history.data === undefined) {
 *   return <QueryNotice query={history} loading="Loading orders" failed="Orders not loaded" retry="Retry" />;
 * }
 */
export function QueryNotice({
  query,
  loading,
  failed,
  retry,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  loading: string;
  failed: string;
  retry: string;
}) {
  return query.isError ? (
    <QueryErrorNotice query={query} fallback={failed} retryLabel={retry} />
  ) : (
    <LoadingNotice label={loading} />
  );
}
