// The reference point of the benchmarks: Fastify answering a constant JSON body, in its
// own process like the real server, so both are measured the same way in the same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/hello', async () => ({ hello: 'world' }));
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.send?.('ready');
