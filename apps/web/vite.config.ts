import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = process.env.TRAVEL_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
        manualChunks(id) {
          // Locales load on demand, each in its own chunk.
          if (/\/locale\//.test(id)) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(antd|@ant-design|rc-[^/]+|@rc-component)\//.test(id)) return 'antd';
          return undefined;
        },
      },
    },
    chunkSizeWarningLimit: 1500,
  },
});
