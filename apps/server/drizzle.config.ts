import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/server/src/platform/**/schema.ts', './apps/server/src/modules/*/schema.ts', './apps/server/src/suppliers/*/schema.ts'],
  out: './apps/server/drizzle',
});
