import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets.ts';
import { routePreload } from './build/route-preload.ts';
import { serviceWorker } from './build/service-worker.ts';
import { startScript } from './build/start-script.ts';

const apiTarget = process.env.VITAE_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), startScript(), routePreload(), serviceWorker(), compressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Small shared chunks are copied into the chunks that read them (one shared module state stays,
    // through Rolldown's runtime): a sheet opened cold asked for ~60 files, and over HTTP/1.1 on a
    // phone's latency each round of six cost ~150 ms. The size is the modules' source before
    // minification: 16 KiB took a cold sheet from 57 files to 45 (phone cold 3.39–3.47 → 3.30–3.33 s)
    // for 7 KiB more in all; 32 KiB gained little more for 20. Chunks holding styles stay files
    // (Vite's CSS plugin emits a style from every chunk that lists its module).
    rolldownOptions: {
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/ } } },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
