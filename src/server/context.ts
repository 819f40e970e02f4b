import type { Config } from './config.js';
import type { DB, Dialect } from './db/connect.js';

/** What every feature's routes receive: the database, the clock and the settings. */
export interface AppContext {
  db: DB;
  dialect: Dialect;
  config: Config;
  now: () => Date;
  secureCookies: boolean;
}
