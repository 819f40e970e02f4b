/**
 * Whether an error means the database cannot answer right now (rather than a fault in the
 * request or the code): SQLite locked by another writer, or PostgreSQL down, restarting or
 * unreachable. Such requests get a quick 503 (http/errors.ts) instead of a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (isSqliteBusy(error) || code === 'SQLITE_LOCKED') return true;
  if (typeof code === 'string') {
    // Node's socket errors while reaching PostgreSQL.
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code))
      return true;
    // PostgreSQL: class 08 connection exception (not 08P01, a protocol violation: a bug),
    // class 53 insufficient resources (e.g. 53300 too many connections), 57P01–57P03 shutdown
    // or cannot connect now.
    if (/^08[0-9A-Z]{3}$/.test(code) && code !== '08P01') return true;
    if (/^53[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
  }
  // node-postgres' own words for a lost or never-made connection.
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection timeout/i.test(
    error.message,
  );
}

/**
 * Whether a PostgreSQL transaction lost a race with another and was rolled back: a deadlock
 * (40P01) or a serialization failure (40001). Tried again, it may well succeed.
 */
export function isWriteConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** SQLite's "another connection holds the lock" (SQLITE_BUSY and its extended codes). */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_'));
}
