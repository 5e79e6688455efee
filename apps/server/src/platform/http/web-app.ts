import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by its content hash, so a file there never changes. */
const HASHED = /[\\/]assets[\\/]/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and the few unhashed files) are checked on every load, so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app from `root`: the brotli or gzip file the build wrote beside each asset when the browser
 * takes it, hashed assets cached for a year, index.html revalidated; unknown paths without a dot get index.html.
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', HASHED.test(path) ? IMMUTABLE : REVALIDATE);
      // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
}

/** The single-page app's own routes (no dot, not under /api/) answer index.html. */
export function isAppRoute(method: string, url: string): boolean {
  return method === 'GET' && !url.startsWith('/api/') && !url.split('?')[0]!.includes('.');
}
