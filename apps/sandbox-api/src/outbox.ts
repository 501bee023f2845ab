import { desc, eq } from 'drizzle-orm';
import type { SandboxClock } from './clock.ts';
import type { SandboxOrm } from './db/database.ts';
import { outbox } from './db/schema.ts';

/** An email the sandbox "sent". */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the message asks the reader to follow, if any. */
  link: string | null;
  /** ISO 8601, from the sandbox clock. */
  sentAt: string;
}

/** What {@link sendMail} needs besides the message. */
export interface MailContext {
  db: { orm: SandboxOrm };
  clock: SandboxClock;
}

/**
 * "Sends" an email: stores it in the outbox, stamped with the sandbox clock. Nothing leaves the
 * machine; tests and demos read it back through `GET /__sandbox/outbox?to=…`.
 *
 * @example
 * ```ts
 * await sendMail(context, { to: 'a@b.example', subject: 'Hi', text: 'Hello', link: null });
 * ```
 */
export async function sendMail(
  { db, clock }: MailContext,
  message: Omit<OutboxMessage, 'sentAt'>,
): Promise<void> {
  await db.orm
    .insert(outbox)
    .values({ ...message, to: message.to.toLowerCase(), sentAt: clock.now() });
}

/**
 * The outbox, newest first; only the messages to `to` (case-insensitive) when given.
 *
 * @example
 * ```ts
 * const [latest] = await listMail(db, 'demo@boxup.example');
 * ```
 */
export async function listMail(db: { orm: SandboxOrm }, to?: string): Promise<OutboxMessage[]> {
  const rows = await db.orm
    .select()
    .from(outbox)
    .where(to === undefined ? undefined : eq(outbox.to, to.trim().toLowerCase()))
    .orderBy(desc(outbox.sentAt), desc(outbox.id));
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    link: row.link,
    sentAt: row.sentAt.toISOString(),
  }));
}
