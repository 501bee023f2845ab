import { Button } from '@storefront/ui-kit';
import { useState } from 'react';
import { canReorder } from '../lib/order-lines';
import type { OrderLine } from '../lib/order-model';
import { useOrdersFormat } from './use-orders-format';

/**
 * Props of {@link ReorderButton}.
 *
 * @example
 * const props: ReorderButtonProps = { line, onReorder: (line) => addLineToCart(line) };
 */
export interface ReorderButtonProps {
  line: OrderLine;
  /**
   * Puts the line into the cart again (the storefront adds `reorderLineDraft(line)` through
   * `POST carts`). A rejection shows a message next to the button; resolving shows the
   * confirmation unless the caller navigates away.
   */
  onReorder: (line: OrderLine) => Promise<void> | void;
  /**
   * Who tells the shopper the line was added: the button, next to itself (`'inline'`, the
   * default), or the caller (`'caller'`: a snackbar that stays while it navigates to the cart,
   * say), so the shopper is not told twice. A failure is always shown next to the button.
   */
  confirmation?: 'inline' | 'caller';
  className?: string;
}

/**
 * "Reorder": orders a line again in one click. Renders nothing for a line that cannot be
 * reordered (`canReorder`). While the cart is updated the button is busy and cannot be
 * clicked twice; the outcome is announced politely.
 *
 * @example
 * <ReorderButton line={line} onReorder={async (line) => { await addToCart(line); navigate('/cart'); }} />
 */
export function ReorderButton({
  line,
  onReorder,
  confirmation = 'inline',
  className,
}: ReorderButtonProps) {
  const { t } = useOrdersFormat();
  const [state, setState] = useState<'idle' | 'busy' | 'added' | 'failed'>('idle');
  if (!canReorder(line)) return null;
  const reorder = async () => {
    setState('busy');
    try {
      await onReorder(line);
      setState(confirmation === 'inline' ? 'added' : 'idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div data-slot="reorder" className={className}>
      <Button
        variant="secondary"
        size="sm"
        loading={state === 'busy'}
        aria-label={t('reorder.buttonLabel', { name: line.name })}
        onClick={() => void reorder()}
      >
        {t('reorder.button')}
      </Button>
      <p role="status" className="mt-1 text-sm empty:hidden">
        {state === 'added' ? (
          <span className="text-success">{t('reorder.added', { name: line.name })}</span>
        ) : state === 'failed' ? (
          <span className="text-danger">{t('reorder.failed')}</span>
        ) : null}
      </p>
    </div>
  );
}
