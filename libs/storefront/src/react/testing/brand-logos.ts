import { boxupLogo, kartonwerkLogo, ybdLogo, type LogoDrawing } from '@storefront/ui-kit';
import type { StoreVariant } from '../../lib/variants/store-variant';

const LOGOS: Record<StoreVariant['theme'], LogoDrawing> = {
  boxup: boxupLogo,
  ybd: ybdLogo,
  kartonwerk: kartonwerkLogo,
};

/** The logo drawing a brand's app passes (tests and stories render every brand). */
export function logoOf(variant: StoreVariant): LogoDrawing {
  return LOGOS[variant.theme];
}
