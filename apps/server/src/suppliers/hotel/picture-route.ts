import type { FastifyInstance } from 'fastify';
import { cityIdOfHotel } from './hotel-meta';
import { parsePictureFile, renderPicture } from './pictures';

/** A picture never changes for a hotel id and name: caches may keep it for a year. */
const CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the hotel sandbox's generated pictures at `GET /sandbox/hotel/pictures/:hotelId/:file` (same origin, so the
 * CSP's img-src 'self' allows them). Drawn from the id and file name alone: no database read, nothing fetched.
 */
export function registerHotelPictures(app: FastifyInstance): void {
  app.get<{ Params: { hotelId: string; file: string } }>('/sandbox/hotel/pictures/:hotelId/:file', async (req, reply) => {
    const { hotelId, file } = req.params;
    const picture = parsePictureFile(file);
    if (!cityIdOfHotel(hotelId) || !picture) return reply.status(404).type('text/plain').send('not found');
    return reply
      .type('image/svg+xml')
      .header('cache-control', CACHE)
      .send(renderPicture(hotelId, picture.kind, picture.name, picture.big));
  });
}
