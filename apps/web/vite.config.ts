import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets.ts';
import { serviceWorker } from './build/service-worker.ts';

const apiTarget = process.env.VITAE_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), serviceWorker(), compressAssets()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
