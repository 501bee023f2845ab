import { LinkButton, type ButtonVariantProps } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { useResolveStoreHref } from '../routing/use-store-href';
import { StoreLink } from '../store-link';
import { useMessages } from '@storefront/ui-kit/i18n';

/** Props of {@link ContentLinkButton}. */
export interface ContentLinkButtonProps extends ButtonVariantProps {
  /** The redirect target from the content service (`redirectUri`). */
  to: string;
  /** The content service's open-in-new-tab flag. */
  newTab?: boolean;
  /** Id of the element that names what the button is for (a card title). */
  describedBy?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A button-styled link of the content service (a card's SELECT, the shop's home button): a
 * router link (keeping the showroom's `linkID`, prefetching the page) for paths of the app, a
 * plain anchor for other sites, nothing for a page the app does not compose; with the open-in-new-tab flag it opens a new tab with
 * `rel="noopener noreferrer"` and says so to screen readers.
 *
 * @example
 * <ContentLinkButton to={card.redirectUri} newTab={card.openInNewTab}>{card.buttonText}</ContentLinkButton>
 */
export function ContentLinkButton({
  to,
  newTab = false,
  describedBy,
  variant,
  size,
  className,
  children,
}: ContentLinkButtonProps) {
  const { t } = useMessages('common');
  const resolved = useResolveStoreHref()(to);
  const common = {
    variant,
    size,
    className,
    newTab,
    newTabLabel: t('links.newTab'),
    'aria-describedby': describedBy,
  };
  // A brand never links to a page it does not have.
  if (resolved.kind === 'missing') return null;
  if (resolved.kind === 'external') {
    return (
      <LinkButton href={resolved.href} {...common}>
        {children}
      </LinkButton>
    );
  }
  return (
    <LinkButton as={StoreLink} to={resolved.href} {...common}>
      {children}
    </LinkButton>
  );
}
