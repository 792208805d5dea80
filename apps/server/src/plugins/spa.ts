import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { Theme } from '@portal/contracts';
import { themeOf } from '../modules/theme/index.ts';
import { sendError } from './errors.ts';
import { appPreloader } from './app-preloads.ts';
import { fontPreloader } from './font-preloads.ts';

const RUNTIME_CONFIG_MARK = '<!--runtime-config-->';

/**
 * Runtime configuration for the web app, as a JSON data island (not a script, so CSP stays strict), with
 * the theme of the host asked for, so the first paint is in the client's branding without another call.
 */
function runtimeConfigTag(app: FastifyInstance, theme: Theme): string {
  const config = { apiBase: app.config.API_BASE, apiV1Base: app.config.API_V1_BASE, devMailbox: app.config.devMailbox, theme };
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  return `<script id="portal-config" type="application/json">${json}</script>`;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html (never cached) for client routes,
 * and JSON 404s for unknown API paths.
 */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.config.WEB_DIST;
  const indexFile = join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : null;
  const fontPreloads = fontPreloader(dist);
  const appPreloads = appPreloader(dist);

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each text asset; they are sent as they are.
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes('/assets/');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const isApi = (url: string) => url === app.config.API_BASE || url.startsWith(`${app.config.API_BASE}/`);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApi(path) || request.method !== 'GET' || /\.[a-z0-9]+$/i.test(path)) {
      return sendError(reply, 404, `No route for ${request.method} ${path}`);
    }
    if (!indexHtml) return sendError(reply, 404, 'The web app is not built: run npm run build');
    const theme = themeOf(await app.clientForHost(request.headers.host ?? '', { fresh: true }));
    const page = indexHtml.replace(RUNTIME_CONFIG_MARK, runtimeConfigTag(app, theme) + fontPreloads(theme) + appPreloads(path));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
});
