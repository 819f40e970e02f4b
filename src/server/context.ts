import type { Config } from './config.js';
import type { DB, Dialect } from './db/connect.js';
import type { Mailer } from './mail/mailer.js';

/** What every feature's routes receive: the database, mail, the clock and the settings. */
export interface AppContext {
  db: DB;
  dialect: Dialect;
  config: Config;
  mailer: Mailer;
  now: () => Date;
  secureCookies: boolean;
}
