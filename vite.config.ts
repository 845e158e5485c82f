import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

/**
 * The SPA. Vite splits CSS per lazy route, so the admin console's Cloudscape CSS stays off public pages.
 * /config.json is not part of the build: the local stack serves it, CDK writes it from stack outputs.
 */
export default defineConfig({
  root: resolve(__dirname, 'web'),
  publicDir: resolve(__dirname, 'web/public'),
  plugins: [react()],
  build: {
    outDir: resolve(__dirname, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
  },
  server: { strictPort: true },
});
