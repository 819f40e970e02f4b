import { defineMessages } from '@shared/i18n/define-messages';
import { API_ERROR_MESSAGES, type ApiErrorBody } from '@shared/limits';
import type { ApiAnswer } from '@shared/prerender';

export const API_CLIENT_MESSAGES = defineMessages('API_CLIENT_MESSAGES', {
  network: 'Network error. Please check your connection and try again.',
} as const);

/** A failed API call, carrying the server's status, code and person-readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** How a call reaches the server: the browser's fetch, or the server's own render's (setApiTransport). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<ApiAnswer>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * Issue 34: the server renders a member's page with the same api modules the browser runs; its
 * calls go into the app itself, as that member (src/web/render.tsx), not over the network.
 */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

type Query = { [key: string]: string | number | undefined | null };

export function withQuery(path: string, query: object = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: ApiAnswer;
  try {
    response = await transport(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      // A file (a tool's logo) goes as its own bytes; anything else as JSON.
      headers:
        init.body === undefined
          ? {}
          : {
              'content-type':
                init.body instanceof Blob
                  ? init.body.type || 'application/octet-stream'
                  : 'application/json',
            },
      body:
        init.body === undefined || init.body instanceof Blob
          ? init.body
          : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', API_CLIENT_MESSAGES.network);
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (body as ApiErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? API_ERROR_MESSAGES.generic,
      error?.fields,
    );
  }
  return body as T;
}

/** What to tell the person about a failed call: the server's message, else the fallback. */
export const messageOf = (error: unknown, fallback: string = API_ERROR_MESSAGES.generic) =>
  error instanceof ApiError ? error.message : fallback;

/**
 * The server answered and said no (a 4xx: a broken rule, a taken name, too many tries, no
 * session): the answer will not change on retry, and its message is meant for the person.
 */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** A 429's own message says how long to wait; the generic failure would only invite retries. */
export const rateLimitMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 429 ? error.message : null;
