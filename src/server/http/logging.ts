import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type LogFn } from 'pino';

export const REDACTED = '[redacted]';

// Query keys whose values are personal data or secrets (issues 11 and 15): list searches (a
// member's search terms; an admin's, by email in the Users tab), sign-in identifiers, emails,
// passwords and tokens, e.g. the reset link's `/reset-password?token=`.
const PRIVATE_KEYS = new Set(['q', 'search', 'identifier', 'username']);
const PRIVATE_ENDINGS = ['token', 'email', 'password', 'secret'];

// What separates one parameter from the next. Fastify's parser splits on `&` only; the others
// keep a value that another reader (or a person reading the log) would take as a parameter.
const SEPARATOR = /([&;?#])/;

/** A query key as a parser reads it: `+` as a space, percent escapes decoded, case folded. */
function keyOf(raw: string) {
  return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
}

function isPrivate(key: string) {
  return PRIVATE_KEYS.has(key) || PRIVATE_ENDINGS.some((ending) => key.endsWith(ending));
}

/**
 * `url` with its path and query keys kept and the value of every personal or secret key
 * replaced: `/api/tools?q=x&sort=name` → `/api/tools?q=[redacted]&sort=name`. Keys compare
 * decoded and case-folded (`%74oken=`, `TOKEN=`); a malformed escape anywhere redacts the
 * whole query. Pure; never throws.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const path = url.slice(0, start + 1);
  const query = url.slice(start + 1);
  try {
    decodeURIComponent(query); // a malformed escape anywhere throws, and keeps nothing
    const kept = query.split(SEPARATOR).map((part, i) => {
      if (i % 2 === 1) return part; // a separator
      const eq = part.indexOf('=');
      if (eq < 0 || !isPrivate(keyOf(part.slice(0, eq)))) return part;
      return `${part.slice(0, eq + 1)}${REDACTED}`;
    });
    return path + kept.join('');
  } catch {
    return path + REDACTED;
  }
}

// A query within free text: from `?` to the next space or quote.
const QUERY_IN_TEXT = /\?[^\s"'`<>]*/g;

/** `text` (a log message, an error) with every query in it redacted as redactUrl does. */
export const redactText = (text: string) => text.replace(QUERY_IN_TEXT, redactUrl);

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The app's logger options, with personal data and tokens kept out of every line: the request's
 * URL (a search, a reset link opened in the browser), any message text (Fastify names the URL in
 * some) and error messages.
 */
export function redactingLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      // Fastify's own request fields, with the URL redacted.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error) => {
        const plain = stdSerializers.err(error);
        return { ...plain, message: redactText(plain.message), stack: redactText(plain.stack) };
      },
    },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
        method.apply(this, redacted as Parameters<LogFn>);
      },
    },
  };
}
