// The upper bound every case is compared with (docs/architecture.md#performance-budgets): Fastify with one route returning a
// fixed JSON body, no plugins, no database. Run as its own process, like the app, so both pay
// for their own event loop and compete with the load generator the same way.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { appName: 'Hab AI', links: { site: 'https://example.com' } };
app.get('/', async () => body);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().finally(() => process.exit(0)));
}
