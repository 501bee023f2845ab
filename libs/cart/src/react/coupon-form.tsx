import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField, cn } from '@storefront/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { couponFailureMessage } from '../lib/coupon-messages';
import { OutcomeMessage, type Outcome } from './outcome-message';
import { useCartTranslation } from './use-cart-translation';

/**
 * Props of {@link CouponForm}.
 *
 * @example
 * const props: CouponFormProps = {
 *   appliedCode: cart.couponDetails.couponCode,
 *   onApply: async (code) => { await applyCoupon(code); },
 *   onRemove: async () => { await removeCoupon(); },
 * };
 */
export interface CouponFormProps {
  /** The code in the cart, or `null`. */
  appliedCode: string | null;
  /** False when the applied code is not valid (any more). */
  isValid?: boolean;
  /** What the service says about the code ('10% off your first print run'). */
  displayMessage?: string | null;
  /** Why the code stopped being valid ('This promotional code expired on 08/31/2024'). */
  expirationMessage?: string | null;
  /** Applies a code; a rejection's reason decides the message (see `couponFailureMessage`). */
  onApply: (code: string) => Promise<unknown>;
  /** Removes the applied code. */
  onRemove: () => Promise<unknown>;
  disabled?: boolean;
  className?: string;
}

const couponSchema = z.object({ code: z.string().trim().min(1, 'coupon.required') });
type CouponValues = z.input<typeof couponSchema>;

/**
 * The promo code box of the cart: a code field with Apply, or the applied code with Remove.
 * It says 'Coupon Applied successfully' or 'Coupon Removed successfully', and on a failure
 * 'The promotional code you entered is not valid', the service's reason for an expired code,
 * 'Unable to apply coupon' or 'Unable to remove coupon' (spec wording), keeping what was typed.
 * An applied code that is no longer valid shows the spec's confirmation message.
 *
 * @example
 * <CouponForm appliedCode={null} onApply={(code) => store.getState().applyCoupon(code)} onRemove={() => store.getState().removeCoupon()} />
 */
export function CouponForm({
  appliedCode,
  isValid = true,
  displayMessage,
  expirationMessage,
  onApply,
  onRemove,
  disabled = false,
  className,
}: CouponFormProps) {
  const { t } = useCartTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [removing, setRemoving] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CouponValues, unknown, z.output<typeof couponSchema>>({
    resolver: zodResolver(couponSchema),
    defaultValues: { code: '' },
  });

  const apply = handleSubmit(async ({ code }) => {
    setOutcome(null);
    try {
      await onApply(code);
      reset({ code: '' });
      setOutcome({ tone: 'success', message: t('coupon.applied') });
    } catch (error) {
      const message = couponFailureMessage(error, 'apply');
      setOutcome({ tone: 'error', message: translated(message) });
    }
  });

  async function remove() {
    setOutcome(null);
    setRemoving(true);
    try {
      await onRemove();
      setOutcome({ tone: 'success', message: t('coupon.removed') });
    } catch {
      setOutcome({ tone: 'error', message: t('coupon.removeFailed') });
    } finally {
      setRemoving(false);
    }
  }

  // The spec's coupon messages are translated; a service text (an expiry date) is shown as sent.
  function translated(message: string): string {
    const keys = {
      'Unable to apply coupon': 'coupon.applyFailed',
      'The promotional code you entered is not valid': 'coupon.invalid',
    } as const;
    const key = keys[message as keyof typeof keys];
    return key ? t(key) : message;
  }

  return (
    <section className={cn('flex flex-col gap-2', className)} data-slot="coupon-form">
      {appliedCode ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="text-ink font-semibold">{t('coupon.current', { code: appliedCode })}</p>
            {isValid && displayMessage ? (
              <p className="text-ink-muted text-sm">{displayMessage}</p>
            ) : null}
          </div>
          <Button
            variant="secondary"
            size="sm"
            loading={removing}
            disabled={disabled}
            onClick={() => void remove()}
          >
            {t('coupon.remove')}
          </Button>
        </div>
      ) : (
        <form onSubmit={(event) => void apply(event)} noValidate className="flex items-start gap-2">
          <TextField
            label={t('coupon.label')}
            autoComplete="off"
            className="flex-1"
            error={errors.code?.message ? t(errors.code.message) : undefined}
            disabled={disabled}
            {...register('code')}
          />
          <Button type="submit" className="mt-7" loading={isSubmitting} disabled={disabled}>
            {t('coupon.apply')}
          </Button>
        </form>
      )}
      {appliedCode && !isValid ? (
        <p role="alert" className="text-danger text-sm font-medium">
          {expirationMessage ? `${expirationMessage}. ` : ''}
          {t('confirmation.couponInvalid')}
        </p>
      ) : null}
      {outcome ? <OutcomeMessage outcome={outcome} /> : null}
    </section>
  );
}
