// Build step that writes .br and .gz beside every compressible asset, so the server sends them without compressing per request.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Compresses every matching file under dir at the strongest settings (build time, not request time). */
export function precompressDir(dir: string): { files: number } {
  let files = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    files++;
  }
  return { files };
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'clinic:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle(error) {
      // A failed bundle writes nothing; reporting the missing folder would hide the real error.
      if (error || !existsSync(outDir)) return;
      precompressDir(outDir);
    },
  };
}
