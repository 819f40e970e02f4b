import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type LogFn } from 'pino';

// The value of any `…token=` query parameter, e.g. the reset link's `/reset-password?token=`.
const TOKEN_PARAM = /([?&][^=&#\s]*token=)[^&#\s"'`]*/gi;

/** `text` with the value of every token-bearing query parameter replaced. */
export const redactTokens = (text: string) => text.replace(TOKEN_PARAM, '$1[redacted]');

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The app's logger options, with tokens kept out of every line: the request's URL (a reset link
 * opened in the browser), any message text (Fastify names the URL in some) and error messages.
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
        url: redactTokens(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error) => {
        const plain = stdSerializers.err(error);
        return { ...plain, message: redactTokens(plain.message), stack: redactTokens(plain.stack) };
      },
    },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg) => (typeof arg === 'string' ? redactTokens(arg) : arg));
        method.apply(this, redacted as Parameters<LogFn>);
      },
    },
  };
}
