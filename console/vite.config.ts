// Vite build of the console: file-based routes split per page, Tailwind, workspace packages from source.
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './build/precompress';
import { lexicalFromDist } from './build/lexical-dist';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 8080}`;

export default defineConfig({
  root: here('.'),
  plugins: [
    // The router plugin must run before React's so split route chunks still get JSX transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: true,
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
    }),
    lexicalFromDist(here('.')),
    react(),
    tailwindcss(),
    precompress(),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/jeecg-boot': { target: apiTarget, changeOrigin: true, ws: true } },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    // Maps stay beside the build for debugging and the budget check, unreferenced and never served.
    sourcemap: 'hidden',
    // The budget check (scripts/check-bundle-budget.mjs) reads which chunk loads which.
    manifest: true,
  },
});
