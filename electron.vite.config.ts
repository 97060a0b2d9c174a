// electron-vite: main (ESM, out/main/index.js), preload (CommonJS, as sandboxed preloads must be:
// out/preload/index.cjs) and the React renderer (out/renderer, also served by the browser mode).

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { DEV_CONTENT_SECURITY_POLICY, META_CONTENT_SECURITY_POLICY } from './src/main/http/security-headers';

/** Writes the one CSP (src/main/http/security-headers.ts) into index.html's meta tag. */
function cspMetaTag(): Plugin {
  let policy = META_CONTENT_SECURITY_POLICY;
  return {
    name: 'yacht:csp-meta',
    configResolved(config) {
      policy = config.command === 'serve' ? DEV_CONTENT_SECURITY_POLICY : META_CONTENT_SECURITY_POLICY;
    },
    transformIndexHtml(html) {
      const tag = /(<meta\s+http-equiv="Content-Security-Policy"\s+content=")[^"]*(")/;
      if (!tag.test(html)) throw new Error('index.html lacks its Content-Security-Policy meta tag');
      return html.replace(tag, (_match, start: string, end: string) => `${start}${policy}${end}`);
    },
  };
}

/** The app's icon (resources/icon.svg, the one source of every icon) as the page's favicon.svg. */
function favicon(): Plugin {
  const source = resolve(import.meta.dirname, 'resources/icon.svg');
  return {
    name: 'yacht:favicon',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: readFileSync(source) });
    },
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(readFileSync(source));
      });
    },
  };
}

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/main/electron/main.ts') },
        output: { format: 'es' },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot require() anything but electron: bundle every dependency into it.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [react(), cspMetaTag(), favicon()],
    build: {
      outDir: 'out/renderer',
      // electron-vite leaves the renderer unminified; minified, the page loads a third of the bytes.
      // YACHT_NO_MINIFY=1 keeps the names, for a profile (bench/replay.ts, YACHT_BENCH_PROFILE).
      minify: process.env.YACHT_NO_MINIFY !== '1',
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') },
      },
    },
  },
});
