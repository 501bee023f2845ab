import { and, count, desc, eq } from 'drizzle-orm';
import type { SandboxOrm } from '../../db/database.ts';
import { firstRow } from '../../db/first-row.ts';
import { designs } from '../../db/schema.ts';
import type { DesignDocument, DesignSelection } from '../../db/schema.ts';
import { newId } from '../identity/secrets.ts';
import { ownedBy } from './owner.ts';
import type { Owner } from './owner.ts';
import type { DesignRow } from './view.ts';

type Db = { orm: SandboxOrm };

/** What a new design is made of. */
export interface NewDesign {
  name: string;
  productKey: string;
  selection: DesignSelection;
  document: DesignDocument;
  documentBytes: number;
  previewAssetId: string | null;
}

/** The fields a change may replace. */
export type DesignChanges = Partial<NewDesign>;

/**
 * A new design id: `dsg_` and 21 letters and digits.
 *
 * @example
 * ```ts
 * newDesignId(); // 'dsg_V1StGXR8Z5jdHi6BmyTab'
 * ```
 */
export function newDesignId(): string {
  return newId('dsg');
}

/**
 * Stores a new design of `owner` at version 1.
 *
 * @example
 * ```ts
 * const row = await insertDesign(db, owner, design, clock.now());
 * ```
 */
export async function insertDesign(
  db: Db,
  owner: Owner,
  design: NewDesign,
  now: Date,
): Promise<DesignRow> {
  const [row] = await db.orm
    .insert(designs)
    .values({
      id: newDesignId(),
      storefrontId: owner.storefrontId,
      customerId: owner.kind === 'customer' ? owner.customerId : null,
      anonymousId: owner.kind === 'anonymous' ? owner.anonymousId : null,
      ...design,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('Inserting a design returned no row');
  return row;
}

/**
 * A page of `owner`'s designs, the most recently changed first, and how many there are.
 *
 * @example
 * ```ts
 * const { rows, total } = await listDesigns(db, owner, { limit: 20, offset: 0 });
 * ```
 */
export async function listDesigns(
  db: Db,
  owner: Owner,
  page: { limit: number; offset: number },
): Promise<{ rows: DesignRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db.orm
      .select()
      .from(designs)
      .where(ownedBy(designs, owner))
      .orderBy(desc(designs.updatedAt), desc(designs.createdAt), desc(designs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.orm.select({ total: count() }).from(designs).where(ownedBy(designs, owner)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * `owner`'s design `id`, or `undefined` (unknown, or someone else's).
 *
 * @example
 * ```ts
 * const row = await findOwnDesign(db, owner, 'dsg_…');
 * ```
 */
export async function findOwnDesign(
  db: Db,
  owner: Owner,
  id: string,
): Promise<DesignRow | undefined> {
  return firstRow(db.orm, designs, eq(designs.id, id), ownedBy(designs, owner));
}

/**
 * Design `id` whoever owns it (for share links), or `undefined`.
 *
 * @example
 * ```ts
 * const row = await findDesignById(db, share.designId);
 * ```
 */
export async function findDesignById(db: Db, id: string): Promise<DesignRow | undefined> {
  return firstRow(db.orm, designs, eq(designs.id, id));
}

/** How an update ended. */
export type UpdateOutcome =
  | { status: 'updated'; row: DesignRow }
  | { status: 'notFound' }
  | { status: 'conflict'; currentVersion: number };

/**
 * Applies `changes` to `owner`'s design `id` and moves it to the next version, atomically and
 * only while it is still at `expectedVersion` (when given).
 *
 * @example
 * ```ts
 * const outcome = await updateDesign(db, owner, 'dsg_…', 3, { name: 'Spring mailer' }, clock.now());
 * if (outcome.status === 'conflict') outcome.currentVersion; // 4
 * ```
 */
export async function updateDesign(
  db: Db,
  owner: Owner,
  id: string,
  expectedVersion: number | undefined,
  changes: DesignChanges,
  now: Date,
): Promise<UpdateOutcome> {
  const current = await findOwnDesign(db, owner, id);
  if (!current) return { status: 'notFound' };
  const version = expectedVersion ?? current.version;
  if (current.version !== version) return { status: 'conflict', currentVersion: current.version };

  // Strictly later than before, so URLs stamped with `updatedAt` change with every version.
  const updatedAt = new Date(Math.max(now.getTime(), current.updatedAt.getTime() + 1));
  const [row] = await db.orm
    .update(designs)
    .set({ ...changes, version: version + 1, updatedAt })
    .where(and(eq(designs.id, id), eq(designs.version, version), ownedBy(designs, owner)))
    .returning();
  if (row) return { status: 'updated', row };
  // Changed (or deleted) between the read and the write.
  const latest = await findOwnDesign(db, owner, id);
  return latest ? { status: 'conflict', currentVersion: latest.version } : { status: 'notFound' };
}

/**
 * Deletes `owner`'s design `id`; whether there was one.
 *
 * @example
 * ```ts
 * if (!(await deleteDesign(db, owner, 'dsg_…'))) throw designNotFound('dsg_…');
 * ```
 */
export async function deleteDesign(db: Db, owner: Owner, id: string): Promise<boolean> {
  const deleted = await db.orm
    .delete(designs)
    .where(and(eq(designs.id, id), ownedBy(designs, owner)))
    .returning({ id: designs.id });
  return deleted.length > 0;
}
