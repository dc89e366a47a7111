// Builds the stack's floor (main.tsx) the way the portal is built: same target, no preload
// polyfill, React Router's production build, the same precompressed copies.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressPlugin } from '../../compress-plugin';
import { productionPackagesPlugin } from '../../production-packages-plugin';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), productionPackagesPlugin(), compressPlugin()],
  build: { target: 'es2022', modulePreload: { polyfill: false }, assetsInlineLimit: 0 },
});
