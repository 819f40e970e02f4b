// Loaded with `node --import` by loaded-at-rest.ts: every module the process resolves through
// the ES module loader is posted back here (the loader's hooks run on a thread of their own),
// so a test can ask which packages a process has loaded.
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const { port1, port2 } = new MessageChannel();
const urls = new Set();
let waiting = [];
port1.on('message', (url) => {
  urls.add(url);
  waiting = waiting.filter((w) => !w(url));
});
port1.unref();

register('./record-imports-hooks.mjs', import.meta.url, {
  data: { port: port2 },
  transferList: [port2],
});

/**
 * Every URL resolved so far: a module of its own is imported last and waited for, and the
 * hooks' messages arrive in order, so none resolved before the call is missing.
 */
globalThis.resolvedUrls = async () => {
  const marker = `data:text/javascript,export default ${Date.now()}`;
  const seen = new Promise((resolve) => waiting.push((url) => url === marker && (resolve(), true)));
  await import(marker);
  await seen;
  return [...urls];
};
