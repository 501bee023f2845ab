import { Stepper } from '@storefront/ui-kit';
import { CHECKOUT_STEPS, checkoutStepForPath, type CheckoutStep } from '../lib/checkout-steps';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * Props of {@link CheckoutSteps}.
 *
 * @example
 * const props: CheckoutStepsProps = { pathname: '/shipping-address' };
 */
export interface CheckoutStepsProps {
  /** Path of the page being shown, e.g. `useLocation().pathname`. */
  pathname: string;
  /**
   * Called when the shopper picks a completed step; navigate to `step.routes[0]`. Without it,
   * completed steps are not interactive.
   */
  onStepSelect?: (step: CheckoutStep) => void;
  className?: string;
}

/**
 * The checkout progress (Cart, Shipping, Payment) with the step of `pathname` marked as
 * current. Labels come from the `cart` i18n namespace (`cartMessages`). Renders nothing on a
 * page that is not a checkout step.
 *
 * @example
 * const { pathname } = useLocation();
 * const navigate = useNavigate();
 * <CheckoutSteps pathname={pathname} onStepSelect={(step) => navigate(step.routes[0] ?? '/cart')} />
 */
export function CheckoutSteps({ pathname, onStepSelect, className }: CheckoutStepsProps) {
  const { t } = useMessages('cart');
  const currentStepId = checkoutStepForPath(pathname);
  if (currentStepId === null) return null;
  const select = onStepSelect
    ? (id: string) => {
        const step = CHECKOUT_STEPS.find((candidate) => candidate.id === id);
        if (step) onStepSelect(step);
      }
    : undefined;
  return (
    <Stepper
      label={t('checkoutSteps.label')}
      completedLabel={t('checkoutSteps.completed')}
      steps={CHECKOUT_STEPS.map((step) => ({ id: step.id, label: t(`checkoutSteps.${step.id}`) }))}
      currentStepId={currentStepId}
      onStepSelect={select}
      className={className}
    />
  );
}
