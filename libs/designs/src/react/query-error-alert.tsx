import { Button } from '@storefront/ui-kit';
import { useDesignsFormat } from './use-designs-format';

/**
 * Why a query failed, in the shopper's words, and a retry button (internal): what a designs
 * page shows in place of what it could not load.
 *
 * @example
 * if (list.isError) return <QueryErrorAlert query={list} />;
 */
export function QueryErrorAlert({
  query,
}: {
  query: { error: unknown; refetch: () => Promise<unknown> };
}) {
  const { t, errorMessage } = useDesignsFormat();
  return (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="text-danger font-medium">{errorMessage(query.error)}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
