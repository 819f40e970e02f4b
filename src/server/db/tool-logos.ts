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
export async function saveToolLogo(logo: SaveToolLogo): Promise<string> {
  return (await writeToolLogo(logo, { replace: true }))!;
}

/**
 * Writes the logo row and the tool's address together. Without `replace`, a tool that has a row
 * by now (an admin's upload or clear that committed meanwhile) keeps it: null, nothing written.
 */
async function writeToolLogo(
  { db, toolId, bytes, contentType, source, sourceUrl = null, now }: SaveToolLogo,
  { replace }: { replace: boolean },
): Promise<string | null> {
  const row = {
    bytes: Buffer.from(bytes),
    content_type: contentType,
    size: bytes.byteLength,
    hash: hashOf(bytes),
    source,
    source_url: sourceUrl,
    fetched_at: now.toISOString(),
  };
  const written = await db
    .insertInto('tool_logos')
    .values({ tool_id: toolId, ...row })
    .onConflict((oc) =>
      replace ? oc.column('tool_id').doUpdateSet(row) : oc.column('tool_id').doNothing(),
    )
    .returning('tool_id')
    .executeTakeFirst();
  if (!written) return null;
  const path = logoPath(toolId, row.hash);
  await db.updateTable('tools').set({ logo_url: path }).where('id', '=', toolId).execute();
  return path;
}

/**
 * Forgets the tool's logo: it shows its monogram again, and keeps it (a row of no bytes, source
 * 'cleared': the daily check looks for a site's icon only for a tool with no row at all).
 */
export async function clearToolLogo({ db, toolId, now }: { db: DB; toolId: string; now: Date }) {
  const row = {
    bytes: Buffer.alloc(0),
    content_type: '',
    size: 0,
    hash: '',
    source: 'cleared',
    source_url: null,
    fetched_at: now.toISOString(),
  };
  await db
    .insertInto('tool_logos')
    .values({ tool_id: toolId, ...row })
    .onConflict((oc) => oc.column('tool_id').doUpdateSet(row))
    .execute();
  await db.updateTable('tools').set({ logo_url: null }).where('id', '=', toolId).execute();
}

/** The stored logo of a tool, when its hash is `hash` (an older address, or a clear, finds nothing). */
export function readToolLogo({ db, toolId, hash }: { db: DB; toolId: string; hash: string }) {
  return db
    .selectFrom('tool_logos')
    .select(['bytes', 'content_type', 'size'])
    .where('tool_id', '=', toolId)
    .where('hash', '=', hash)
    .executeTakeFirst();
}

/**
 * The tools whose site the link check asks for an icon: a website and no logo row (never an
 * upload, a demo logo, a site's icon already found, or an admin's clear).
 */
export async function toolsWantingIcons(db: DB): Promise<Set<string>> {
  const rows = await db
    .selectFrom('tools as t')
    .leftJoin('tool_logos as l', 'l.tool_id', 't.id')
    .select('t.id')
    .where('t.website', 'is not', null)
    .where('l.tool_id', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Keeps a site's icon for each of `toolIds` that still exists and still has no logo row (an
 * admin may have uploaded or cleared one, or deleted the tool, while the check ran), in one
 * transaction.
 */
export function saveSiteIcon({
  db,
  ...found
}: {
  db: DB;
  toolIds: string[];
  bytes: Uint8Array;
  contentType: LogoType;
  url: string;
  now: Date;
}) {
  return db.transaction().execute(async (trx) => {
    const tools = await trx
      .selectFrom('tools')
      .select('id')
      .where('id', 'in', found.toolIds)
      .execute();
    for (const { id } of tools) {
      await writeToolLogo(
        {
          db: trx,
          toolId: id,
          bytes: found.bytes,
          contentType: found.contentType,
          source: 'site',
          sourceUrl: found.url,
          now: found.now,
        },
        { replace: false },
      );
    }
  });
}
