import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../../config.ts';
import { findWorkspaceRoot } from '../../config.ts';

/** The bytes of one stored upload, ready to answer with. */
export interface StoredBlob {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/**
 * Where upload bytes live: files in a folder, or a map in memory. Metadata is in the database
 * (`asset_uploads`); a blob is named after its upload id.
 */
export interface BlobStore {
  /** The uploads folder, or `null` when blobs are kept in memory. */
  readonly folder: string | null;
  /** Stores `bytes` under `id`, replacing nothing (ids are new). */
  put(id: string, bytes: Uint8Array): Promise<void>;
  /** The blob stored under `id`, or `undefined` (never stored, or its file was deleted). */
  get(id: string): Promise<StoredBlob | undefined>;
  /** Deletes the blob if there is one. */
  remove(id: string): Promise<void>;
}

/** The uploads folder when `SANDBOX_DATA_DIR` and `DATABASE_URL` are not set, from the workspace root. */
export const DEFAULT_UPLOADS_DIR = '.data/sandbox/uploads';

/**
 * The folder uploads are written to: `uploads` beside the PGlite data folder (so
 * `.data/sandbox/uploads` by default, and deleting `.data/sandbox` empties both), or
 * {@link DEFAULT_UPLOADS_DIR} in the workspace with a PostgreSQL server; `null` in memory.
 *
 * @example
 * ```ts
 * uploadsFolder({ kind: 'file', dataDir: '/repo/.data/sandbox/pglite' }); // '/repo/.data/sandbox/uploads'
 * uploadsFolder({ kind: 'memory' }); // null
 * ```
 */
export function uploadsFolder(
  storage: StorageConfig,
  workspaceRoot: () => string = findWorkspaceRoot,
): string | null {
  switch (storage.kind) {
    case 'memory':
      return null;
    case 'file':
      return join(dirname(storage.dataDir), 'uploads');
    case 'postgres':
      return join(workspaceRoot(), DEFAULT_UPLOADS_DIR);
  }
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function assertSafeId(id: string): void {
  // Ids become file names; anything else never reaches the file system.
  if (!SAFE_ID.test(id)) throw new Error(`Not a blob id: ${JSON.stringify(id)}`);
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * The blob store for a storage configuration: files in {@link uploadsFolder}, or memory for
 * in-memory storage (gone with the process, like the in-memory database).
 *
 * @example
 * ```ts
 * const blobs = createBlobStore(context.config.storage);
 * await blobs.put('upl_abc', bytes);
 * const blob = await blobs.get('upl_abc'); // { body: ReadableStream, size }
 * ```
 */
export function createBlobStore(storage: StorageConfig): BlobStore {
  const folder = uploadsFolder(storage);
  if (folder === null) {
    const blobs = new Map<string, Uint8Array>();
    return {
      folder,
      put: async (id, bytes) => {
        blobs.set(id, bytes.slice());
      },
      get: async (id) => {
        const bytes = blobs.get(id);
        return bytes && { body: streamOf(bytes), size: bytes.byteLength };
      },
      remove: async (id) => {
        blobs.delete(id);
      },
    };
  }

  const pathOf = (id: string) => {
    assertSafeId(id);
    return join(folder, id);
  };
  return {
    folder,
    put: async (id, bytes) => {
      const path = pathOf(id);
      await mkdir(folder, { recursive: true });
      // Written aside and renamed, so a crash never leaves half a file under the id.
      await writeFile(`${path}.part`, bytes);
      await rename(`${path}.part`, path);
    },
    get: async (id) => {
      const path = pathOf(id);
      try {
        const { size } = await stat(path);
        const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
        return { body, size };
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    remove: async (id) => {
      await rm(pathOf(id), { force: true });
    },
  };
}
