// The reference point of the load test: Fastify answering a constant HTML page of the
// object page's size (argv[3], bytes: load.mjs measures the object pages it asks for), in
// its own process like the real server.
import Fastify from 'fastify';

const size = Number(process.argv[3] ?? 40_000);
const html = `<!doctype html><html lang="fi"><head><meta charset="utf-8"><title>Static</title></head><body>${'<p>Kokoelma</p>'.repeat(Math.ceil(size / 15))}</body></html>`;
const app = Fastify({ logger: false });
app.get('/static', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.send?.('ready');
