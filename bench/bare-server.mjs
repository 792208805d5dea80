// The reference of ARCHITECTURE.md §8: a bare Fastify JSON route, in its own process.
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ status: 'ok', time: new Date().toISOString() }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
