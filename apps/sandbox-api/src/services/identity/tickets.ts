import { and, eq, isNull } from 'drizzle-orm';
import type { SandboxContext } from '../../context.ts';
import { customers, tickets } from '../../db/schema.ts';
import type { TicketParams, TicketType } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import type { Customer } from './customers.ts';
import { newId } from './secrets.ts';

/** How long a ticket stays valid after it is created. */
export const TICKET_LIFETIMES_MS: Readonly<Record<TicketType, number>> = {
  reset_password: 60 * 60 * 1000,
  verify_email: 24 * 60 * 60 * 1000,
};

/** A ticket row. */
export type Ticket = typeof tickets.$inferSelect;

type Context = Pick<SandboxContext, 'db' | 'clock'>;

/** 400 for a ticket that is unknown, expired, used, of another kind or of another tenant. */
export function invalidTicket(): SandboxHttpError {
  return new SandboxHttpError(400, 'InvalidTicket', 'Ticket is invalid or expired');
}

/** Creates a ticket valid for {@link TICKET_LIFETIMES_MS} from the sandbox clock's now. */
export async function createTicket(
  { db, clock }: Context,
  type: TicketType,
  customerId: string,
  params: TicketParams,
): Promise<Ticket> {
  const now = clock.now();
  const [ticket] = await db.orm
    .insert(tickets)
    .values({
      id: newId('tkt'),
      type,
      customerId,
      params,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TICKET_LIFETIMES_MS[type]),
    })
    .returning();
  if (!ticket) throw new Error('The ticket was not stored');
  return ticket;
}

/**
 * The ticket `id` and its customer, if the ticket is unused, unexpired on the sandbox clock and
 * its customer belongs to `tenant`.
 */
export async function findUsableTicket(
  { db, clock }: Context,
  tenant: string,
  id: string,
): Promise<{ ticket: Ticket; customer: Customer } | undefined> {
  const [row] = await db.orm
    .select({ ticket: tickets, customer: customers })
    .from(tickets)
    .innerJoin(customers, eq(customers.id, tickets.customerId))
    .where(and(eq(tickets.id, id), eq(customers.tenant, tenant)));
  if (!row || row.ticket.usedAt) return undefined;
  if (row.ticket.expiresAt.getTime() <= clock.now().getTime()) return undefined;
  return row;
}

/** Marks a ticket used; `false` when another request used it first. */
export async function useTicket({ db, clock }: Context, id: string): Promise<boolean> {
  const used = await db.orm
    .update(tickets)
    .set({ usedAt: clock.now() })
    .where(and(eq(tickets.id, id), isNull(tickets.usedAt)))
    .returning({ id: tickets.id });
  return used.length > 0;
}
