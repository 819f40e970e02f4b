// Catalogue files (src/locales/<ms|en>/*.json: ids to ICU strings) compiled for Lingui
// (docs/decisions/051-…): at build for the browser, at start for the server.

import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/** Compiles every entry; a malformed ICU string throws, naming its id. */
export function compileCatalogue(source: Record<string, string>): Record<string, CompiledMessage> {
  const out: Record<string, CompiledMessage> = {};
  for (const [id, message] of Object.entries(source)) {
    try {
      out[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${id}: ${(error as Error).message}`, { cause: error });
    }
  }
  return out;
}

/** The argument names a compiled message uses ({0}, {0, plural, …}, # inside a plural's choices). */
export function messageArguments(message: CompiledMessage): Set<string> {
  const names = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') {
        for (const [key, choice] of Object.entries(format)) {
          if (key !== 'offset' && Array.isArray(choice)) visit(choice as CompiledMessage);
        }
      }
    }
  };
  visit(message);
  return names;
}
