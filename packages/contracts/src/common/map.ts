import { z } from 'zod';
import { defineCall } from '../platform/define-call';

export const mapConfigSchema = z.object({
  tileUrl: z.string().nullable().describe('tile template with {z}, {x}, {y} (Web Mercator, 256 px); null: draw positions without a map'),
  attribution: z.string().nullable().describe("the tile provider's credit line, shown on the map"),
});

export const mapConfigCall = defineCall({
  service: 'common',
  path: 'map/config',
  summary: 'Where map tiles come from (MAP_TILE_URL), or null when the product draws positions without tiles',
  auth: 'member',
  input: z.object({}).default({}),
  output: mapConfigSchema,
});
