import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { BUSINESS } from './shared/business';
import { SENSITIVE_TYPES } from './shared/questionnaire-types';
import { prerenderPlugin } from './scripts/prerender';

/** Third-party code that every page needs, in long-lived chunks of their own (a deploy of ours doesn't change them). */
const VENDOR_CHUNKS: ReadonlyArray<[chunk: string, pattern: RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/],
];

/**
 * React Router's ESM build defines `Link`, `NavLink` and `Form` as `React.forwardRef(...)` calls followed by
 * `X.displayName = "X"` statements at the top level of its one big module: to the bundler both are side effects, so
 * `Form`, `useSubmit`, the framework-mode prefetch links and what they use stayed in every page's first load although
 * the app calls none of them (~1.4 KiB gzip). `forwardRef` has no side effect (it returns an object), and the display
 * names are for React's dev tools: marking the calls pure and dropping those assignments lets tree-shaking remove what
 * is unused. If a React Router release changes this code the patterns stop matching and nothing changes but the size.
 */
function reactRouterTreeShaking(): Plugin {
  const file = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/][^\\/]+\.mjs$/;
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      const out = code
        .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '');
      return { code: out, map: null };
    },
  };
}

/**
 * The SPA. Vite splits CSS per lazy route, so the admin console's Cloudscape CSS stays off public pages.
 * /config.json is not part of the build: the local stack serves it, CDK writes it from stack outputs.
 * After the bundle is written, the public pages are prerendered (scripts/prerender.ts) with sitemap.xml and
 * robots.txt.
 */
/** The modules of the sensitive questionnaires (definition, past versions, messages, form maps). */
const SENSITIVE_MODULE = new RegExp(`[\\\\/]shared[\\\\/]questionnaires[\\\\/](${[...SENSITIVE_TYPES].join('|')})[.][\\w.]*$`);

export default defineConfig({
  root: resolve(__dirname, 'web'),
  publicDir: resolve(__dirname, 'web/public'),
  plugins: [react(), reactRouterTreeShaking(), prerenderPlugin({ website: BUSINESS.website })],
  build: {
    outDir: resolve(__dirname, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // Terser: ~2 KiB gzip less than esbuild's minifier over a public page's first load (issue 19's 110 KiB budget).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // Every browser the site supports preloads modules itself; Vite's polyfill was ~0.4 KiB gzip of every entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    assetsInlineLimit: 2048,
    rollupOptions: {
      output: {
        // A sensitive questionnaire's chunks (shared/questionnaire-types.ts SENSITIVE_TYPES) are named by their hash
        // alone: `domestic-violence-….js` would say in the browser's network log and the edge's access logs what the
        // page is (issue 17's neutral paths; test/e2e/journey-dv.spec.ts checks every requested URL).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && SENSITIVE_MODULE.test(chunk.facadeModuleId) ? 'assets/q-[hash].js' : 'assets/[name]-[hash].js',
        manualChunks(id) {
          for (const [chunk, pattern] of VENDOR_CHUNKS) if (pattern.test(id)) return chunk;
          return undefined;
        },
      },
    },
  },
  server: { strictPort: true },
});
