/** `npm start` itself: the build, then the server. */
export const NPM_START: string;
/** Exactly what `npm start` runs after its build: the server's node arguments and its file. */
export const SERVER_ARGS: string[];
