import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers. HSTS and the CSP's upgrade-insecure-requests go out only when the product is served over HTTPS:
 * on plain HTTP (a machine's address on the office network) they would turn every asset into an https request that
 * nothing answers, and the page would stay blank.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { https, tileOrigin }: { https: boolean; tileOrigin: string | null }): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Ant Design writes its CSS-in-JS styles inline; swagger-ui needs its inline bootstrap script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // A configured tile server's origin (MAP_TILE_URL) and nothing else: unset, pictures come from this server only.
        imgSrc: ["'self'", 'data:', ...(tileOrigin ? [tileOrigin] : [])],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Browsers ignore COOP on an untrustworthy (plain HTTP) origin and complain on every page.
    crossOriginOpenerPolicy: https ? { policy: 'same-origin' } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Call answers carry personal data (profiles, passengers, orders): no browser or proxy may keep a copy.
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/api/') && req.method === 'POST') reply.header('cache-control', 'no-store');
  });
}
