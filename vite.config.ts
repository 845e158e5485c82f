import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { BUSINESS } from './shared/business';
import { prerenderPlugin } from './scripts/prerender';

/** Third-party code that every page needs, in long-lived chunks of their own (a deploy of ours doesn't change them). */
const VENDOR_CHUNKS: ReadonlyArray<[chunk: string, pattern: RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/],
];

/**
 * The SPA. Vite splits CSS per lazy route, so the admin console's Cloudscape CSS stays off public pages.
 * /config.json is not part of the build: the local stack serves it, CDK writes it from stack outputs.
 * After the bundle is written, the public pages are prerendered (scripts/prerender.ts) with sitemap.xml and
 * robots.txt.
 */
export default defineConfig({
  root: resolve(__dirname, 'web'),
  publicDir: resolve(__dirname, 'web/public'),
  plugins: [react(), prerenderPlugin({ website: BUSINESS.website })],
  build: {
    outDir: resolve(__dirname, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    rollupOptions: {
      output: {
        manualChunks(id) {
          for (const [chunk, pattern] of VENDOR_CHUNKS) if (pattern.test(id)) return chunk;
          return undefined;
        },
      },
    },
  },
  server: { strictPort: true },
});
