import type { OutboxMessage } from '../../outbox.ts';

type Mail = Omit<OutboxMessage, 'to' | 'sentAt'>;

/**
 * `${siteUrl}/${page}?ticketId=<id>`, without doubling a trailing slash of `siteUrl`.
 *
 * @example
 * ```ts
 * ticketLink('https://shop.example', 'reset', 'tkt_1'); // 'https://shop.example/reset?ticketId=tkt_1'
 * ```
 */
export function ticketLink(siteUrl: string, page: string, ticketId: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${page}?ticketId=${encodeURIComponent(ticketId)}`;
}

const isGerman = (culture: string | null | undefined) => /^de\b/i.test(culture ?? '');

/** The reset-password email, in German for `de` cultures and English otherwise. */
export function resetPasswordMail(link: string, culture?: string | null): Mail {
  return isGerman(culture)
    ? {
        subject: 'Passwort zurücksetzen',
        text: `Hier können Sie ein neues Passwort festlegen (der Link gilt eine Stunde):\n${link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
        link,
      }
    : {
        subject: 'Reset your password',
        text: `Choose a new password here (the link is valid for one hour):\n${link}\n\nIf you did not ask for this, ignore this email.`,
        link,
      };
}

/** The verify-email email, in German for `de` cultures and English otherwise. */
export function verifyEmailMail(link: string, culture?: string | null): Mail {
  return isGerman(culture)
    ? {
        subject: 'E-Mail-Adresse bestätigen',
        text: `Bitte bestätigen Sie Ihre E-Mail-Adresse:\n${link}`,
        link,
      }
    : {
        subject: 'Verify your email address',
        text: `Please confirm your email address:\n${link}`,
        link,
      };
}
