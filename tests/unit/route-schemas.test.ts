// Every route under /api declares its schemas (server/src/http/route-schemas.ts): a route that
// forgets is a startup error naming it, not a call that goes out unchecked.
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { number, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { requireRouteSchemas } from '../../server/src/http/route-schemas';
import { serializerCompiler, validatorCompiler } from '../../server/src/http/schema';

async function start(routes: FastifyPluginAsync) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler({ production: false }));
  app.addHook('onRoute', requireRouteSchemas);
  await app.register(routes, { prefix: '/api' });
  await app.ready();
  return app;
}

const Reply = type({ n: number() });

describe('the route schema check', () => {
  it('refuses a route under /api without a response schema, naming it', async () => {
    const routes: FastifyPluginAsync = async (app) => {
      app.get('/things', async () => ({ n: 1 }));
    };
    await expect(start(routes)).rejects.toThrow('GET /api/things has no response schema');
  });

  it('refuses a route with path parameters and no params schema, naming it', async () => {
    const routes: FastifyPluginAsync = async (app) => {
      app.get('/things/:id', { schema: { response: { 200: Reply } } }, async () => ({ n: 1 }));
    };
    await expect(start(routes)).rejects.toThrow('GET /api/things/:id has path parameters but no params schema');
  });

  it('takes a route that declares them, and leaves routes outside /api (files, templates) alone', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler({ production: false }));
    app.addHook('onRoute', requireRouteSchemas);
    app.get('/files/:name', async () => 'a file');
    await app.register(
      async (api) => {
        api.get('/things', { schema: { response: { 200: Reply } } }, async () => ({ n: 1 }));
      },
      { prefix: '/api' },
    );
    await app.ready();
    expect((await app.inject('/api/things')).json()).toEqual({ n: 1 });
    expect((await app.inject('/files/a')).body).toBe('a file');
    await app.close();
  });

  it('answers a reply off its schema with a 500 outside production', async () => {
    const app = await start(async (api) => {
      api.get('/wrong', { schema: { response: { 200: Reply } } }, async () => ({ n: 'one' }));
    });
    expect((await app.inject('/api/wrong')).statusCode).toBe(500);
    await app.close();
  });
});
