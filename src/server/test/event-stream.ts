import type { ChangeEvent } from '../../shared/admin.js';
import type { TestApp } from './app.js';
import { listeningPort } from './raw-http.js';

/** One open GET /api/admin/events over real HTTP, as a panel holds it. */
export interface OpenEvents {
  status: number;
  /** The change events received so far. */
  changes: ChangeEvent[];
  /** The name of every event received so far, in order (`change`, `replaced`…). */
  names: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Hangs up, as a closed tab does. */
  close(): void;
}

/** Opens the admin event stream of `app` (listening on a local port) with a Cookie header. */
export async function openEvents(app: TestApp, cookie: string): Promise<OpenEvents> {
  const port = await listeningPort(app.app);
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/events`, {
    headers: { cookie },
    signal: abort.signal,
  });
  const changes: ChangeEvent[] = [];
  const names: string[] = [];
  const pump = async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const lines = block.split('\n');
        const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
        if (!name) continue;
        names.push(name);
        if (name === 'change' && data) changes.push(JSON.parse(data) as ChangeEvent);
      }
    }
  };
  // Our own hang-up ends it too (an abort error): either way the stream is over.
  const ended = pump().catch(() => {});
  return { status: res.status, changes, names, ended, close: () => abort.abort() };
}
