import { eq } from 'drizzle-orm';
import type { SandboxContext } from '../../context.ts';
import type { SandboxOrm } from '../../db/database.ts';
import { firstRow } from '../../db/first-row.ts';
import { customers } from '../../db/schema.ts';
import { newId } from './secrets.ts';

/** A customer row. */
export type Customer = typeof customers.$inferSelect;

/** Profile fields given at sign-up (`user_metadata`). */
export interface CustomerProfile {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  title?: string | null;
  locale?: string | null;
}

type Db = { orm: SandboxOrm };

/** Emails are compared and stored trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The customer of `tenant` with `email` (any case). */
export async function findCustomerByEmail(
  db: Db,
  tenant: string,
  email: string,
): Promise<Customer | undefined> {
  const normalized = normalizeEmail(email);
  return firstRow(db.orm, customers, eq(customers.tenant, tenant), eq(customers.email, normalized));
}

/** The customer `id`, only if it belongs to `tenant`. */
export async function findCustomer(
  db: Db,
  tenant: string,
  id: string,
): Promise<Customer | undefined> {
  return firstRow(db.orm, customers, eq(customers.tenant, tenant), eq(customers.id, id));
}

/**
 * Adds a customer with an unverified email. Resolves to `undefined` when the tenant already has
 * a customer with that email.
 */
export async function createCustomer(
  { db, clock }: Pick<SandboxContext, 'db' | 'clock'>,
  input: { tenant: string; email: string; passwordHash: string; profile: CustomerProfile },
): Promise<Customer | undefined> {
  const [row] = await db.orm
    .insert(customers)
    .values({
      id: newId('cus'),
      tenant: input.tenant,
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      firstName: input.profile.firstName ?? null,
      lastName: input.profile.lastName ?? null,
      company: input.profile.company ?? null,
      title: input.profile.title ?? null,
      locale: input.profile.locale ?? null,
      emailVerified: false,
      createdAt: clock.now(),
    })
    .onConflictDoNothing({ target: [customers.tenant, customers.email] })
    .returning();
  return row;
}
