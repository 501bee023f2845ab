import { postalAddressLines } from '@storefront/orders';
import { Button, cn } from '@storefront/ui-kit';
import type { ApiAddress } from '../../lib/address';
import type { CleanseOffer } from './check-address';
import type { AddressTranslate } from './use-address-messages';

/** Props of {@link AddressCleanseOffer}. */
export interface AddressCleanseOfferProps {
  offer: CleanseOffer;
  /** Id of the heading, which names the section and takes focus when the offer shows. */
  headingId: string;
  /** While the chosen address is being saved. */
  choosing: boolean;
  onChoose: (address: ApiAddress) => void;
  t: AddressTranslate;
}

function AddressLines({ address, className }: { address: ApiAddress; className?: string }) {
  const lines = postalAddressLines(address);
  return (
    <address className={cn('not-italic', className)}>
      {lines.map((line, index) => (
        <span key={`${index}-${line}`} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/**
 * What the address cleansing found, under the address form: "Did you mean this address?" with
 * the cleansed address and a choice between it and the address as entered, or "We could not
 * find this address" with the choice to keep it. Not exported from the package.
 */
export function AddressCleanseOffer({
  offer,
  headingId,
  choosing,
  onChoose,
  t,
}: AddressCleanseOfferProps) {
  return (
    <section
      aria-labelledby={headingId}
      data-slot="address-cleanse"
      data-quality={offer.quality}
      className={cn(
        'rounded-brand flex flex-col gap-3 border-2 p-3',
        offer.kind === 'suggested' ? 'border-brand-primary' : 'border-danger',
      )}
    >
      <h3 id={headingId} tabIndex={-1} className="text-ink font-semibold">
        {offer.kind === 'suggested' ? t('cleanse.suggestedHeading') : t('cleanse.notFoundHeading')}
      </h3>
      <p className="text-ink-muted text-sm">
        {offer.kind === 'suggested' ? t('cleanse.suggestedText') : t('cleanse.notFoundText')}
      </p>
      {offer.kind === 'suggested' ? (
        <AddressLines address={offer.suggested} className="text-ink" />
      ) : null}
      <div className="flex flex-wrap gap-3">
        {offer.kind === 'suggested' ? (
          <Button type="button" loading={choosing} onClick={() => onChoose(offer.suggested)}>
            {t('cleanse.useSuggested')}
          </Button>
        ) : null}
        <Button
          type="button"
          variant="secondary"
          disabled={choosing}
          onClick={() => onChoose(offer.typed)}
        >
          {t('cleanse.keepTyped')}
        </Button>
      </div>
    </section>
  );
}
