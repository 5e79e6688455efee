import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/server folder, found from this file whether it runs from src (tsx, vitest) or from the dist bundle. */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@travel/server') return dir;
    dir = dirname(dir);
  }
  throw new Error('apps/server root not found');
}

export const serverRoot = findServerRoot();
export const repoRoot = join(serverRoot, '..', '..');
export const migrationsDir = join(serverRoot, 'drizzle');
export const dataDir = join(serverRoot, 'data');
export const webDistDir = join(repoRoot, 'apps', 'web', 'dist');
