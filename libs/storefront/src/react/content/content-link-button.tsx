import { LinkButton, type ButtonVariantProps } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreLink } from '../store-link';

/**
 * Whether a link from the content service leaves the storefront (an absolute URL, a
 * protocol-relative URL, `mailto:` or `tel:`); such links are plain anchors, everything else
 * is routed inside the app.
 *
 * @example
 * isExternalHref('https://example.com'); // true
 * isExternalHref('/product/custom-mailer-box'); // false
 */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

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
 * plain anchor for other sites; with the open-in-new-tab flag it opens a new tab with
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
  const { t } = useTranslation();
  const common = {
    variant,
    size,
    className,
    newTab,
    newTabLabel: t('links.newTab'),
    'aria-describedby': describedBy,
  };
  if (isExternalHref(to)) {
    return (
      <LinkButton href={to} {...common}>
        {children}
      </LinkButton>
    );
  }
  return (
    <LinkButton as={StoreLink} to={to} {...common}>
      {children}
    </LinkButton>
  );
}
