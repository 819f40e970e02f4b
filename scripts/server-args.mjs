// The node arguments of the production server, read from `npm start` in package.json (the part
// after the build), so the browser tests and the bench run exactly what a person starts.
import fs from 'node:fs';

/** `npm start` itself: the build, then the server. */
export const NPM_START = JSON.parse(
  fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).scripts.start;

/** Exactly what `npm start` runs after its build, e.g. `['--max-semi-space-size=4', 'dist/…/main.js']`. */
export const SERVER_ARGS = NPM_START.split('&& node ')[1].split(' ');
