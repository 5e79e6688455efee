import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { catalogParts } from './catalog-parts';

const server = process.env.TRAVEL_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), catalogParts()],
  resolve: {
    // antd keeps its own copies of these (same versions as ours, in antd/node_modules); one copy of each, not two.
    dedupe: ['@ant-design/icons', '@ant-design/colors', '@ant-design/fast-color'],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/healthz': { target: server, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // React is on every page and changes seldom: one long-cached chunk. Ant Design is left to Rollup, which splits
        // it by use, so a page loads only the components it (or a page sharing its code) renders.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
    // The entry is the largest chunk (~290 kB): a bigger one means something heavy slipped into every page.
    chunkSizeWarningLimit: 400,
  },
});
