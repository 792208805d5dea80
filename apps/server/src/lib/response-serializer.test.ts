import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseJsonSchema, responseSerializerCompiler } from './response-serializer.ts';

const answer = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  plan: z.object({ label: z.string() }).nullable(),
  tags: z.array(z.enum(['a', 'b'])),
});

async function appAnswering(data: unknown, checkAnswers: boolean) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler({ checkAnswers }));
  app.get('/thing', { schema: { response: { 200: answer } } }, async () => data);
  await app.ready();
  return app;
}

describe('answers written from the response schema', () => {
  it('leave out what the contract does not name, as the zod schema did', async () => {
    for (const checkAnswers of [true, false]) {
      const app = await appAnswering({ id: 7, name: null, plan: { label: 'Gold', secret: 'x' }, tags: ['a'], passwordHash: 'never' }, checkAnswers);
      const res = await app.inject({ method: 'GET', url: '/thing' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: 7, name: null, plan: { label: 'Gold' }, tags: ['a'] });
      expect(res.body).not.toContain('never');
    }
  });

  it('refuse, while checking, an answer the contract would refuse instead of coercing it', async () => {
    const app = await appAnswering({ id: '7', name: 'Sam', plan: null, tags: ['c'] }, true);
    const res = await app.inject({ method: 'GET', url: '/thing' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('"id"');
  });

  it('write a nullable field as a type list, not as alternatives checked on every value', () => {
    const schema = responseJsonSchema(answer) as { properties: Record<string, { type?: unknown; anyOf?: unknown }> };
    expect(schema.properties.name).toEqual({ type: ['string', 'null'] });
    expect(schema.properties.plan!.type).toEqual(['object', 'null']);
    expect(schema.properties.plan!.anyOf).toBeUndefined();
  });
});
