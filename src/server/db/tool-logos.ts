import { createHash } from 'node:crypto';
import { LOGO_PATH_PREFIX, type LogoSource, type LogoType } from '../../shared/logos.js';
import type { DB } from './connect.js';

// A tool's logo, kept by us and served from our own origin (migration 0025,
// docs/decisions/043-logos-stored-and-served-by-us.md). The `tool_logos` row and the address in
// `tools.logo_url` are written together, here only: give a transaction when the caller has one.

/** The address of a stored logo: the tool and the bytes' hash, so a new logo is a new address. */
export const logoPath = (toolId: string, hash: string) => `${LOGO_PATH_PREFIX}${toolId}/${hash}`;

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

export interface SaveToolLogo {
  db: DB;
  toolId: string;
  /** Already checked: at most LOGO_MAX_BYTES, of `contentType` by its first bytes. */
  bytes: Uint8Array;
  contentType: LogoType;
  source: LogoSource;
  sourceUrl?: string | null;
  now: Date;
}

/** Keeps `bytes` as the tool's logo (replacing any) and points the tool at it; its address. */
export async function saveToolLogo({
  db,
  toolId,
  bytes,
  contentType,
  source,
  sourceUrl = null,
  now,
}: SaveToolLogo): Promise<string> {
  const row = {
    bytes: Buffer.from(bytes),
    content_type: contentType,
    size: bytes.byteLength,
    hash: hashOf(bytes),
    source,
    source_url: sourceUrl,
    fetched_at: now.toISOString(),
  };
  await db
    .insertInto('tool_logos')
    .values({ tool_id: toolId, ...row })
    .onConflict((oc) => oc.column('tool_id').doUpdateSet(row))
    .execute();
  const path = logoPath(toolId, row.hash);
  await db.updateTable('tools').set({ logo_url: path }).where('id', '=', toolId).execute();
  return path;
}

/** Forgets the tool's logo: it shows its monogram again. */
export async function clearToolLogo({ db, toolId }: { db: DB; toolId: string }) {
  await db.deleteFrom('tool_logos').where('tool_id', '=', toolId).execute();
  await db.updateTable('tools').set({ logo_url: null }).where('id', '=', toolId).execute();
}

/** The stored logo of a tool, when its hash is `hash` (an older address finds nothing). */
export function readToolLogo({ db, toolId, hash }: { db: DB; toolId: string; hash: string }) {
  return db
    .selectFrom('tool_logos')
    .select(['bytes', 'content_type', 'size'])
    .where('tool_id', '=', toolId)
    .where('hash', '=', hash)
    .executeTakeFirst();
}

/** Where the tool's logo came from, or undefined without one (the link check keeps uploads). */
export async function logoSourceOf({ db, toolId }: { db: DB; toolId: string }) {
  const row = await db
    .selectFrom('tool_logos')
    .select('source')
    .where('tool_id', '=', toolId)
    .executeTakeFirst();
  return row?.source as LogoSource | undefined;
}
