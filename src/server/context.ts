import type { Config } from './config.js';
import type { ChangeFeed } from './db/changes.js';
import type { DB, Dialect } from './db/connect.js';
import type { Mailer } from './mail/mailer.js';

/** What every feature's routes receive: the database, its change feed, mail, the clock and the settings. */
export interface AppContext {
  db: DB;
  dialect: Dialect;
  /** Announces changes to every app process's open admin panels. */
  changes: ChangeFeed;
  config: Config;
  mailer: Mailer;
  now: () => Date;
  secureCookies: boolean;
}
