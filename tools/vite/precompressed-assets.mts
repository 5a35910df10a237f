import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The build's own files that the gateway would otherwise compress on every request (the same lower bound as its own compression). */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every script and style file
 * of a client build, which the gateway serves as they are (`preCompressed`, ADR 055). Compressed once at
 * build time at the highest settings instead of on every request at a fast one: smaller files for the
 * visitor and no compression work in the gateway.
 */
export function precompressedAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompressed-assets',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (content.length < MIN_BYTES) {
            return;
          }
          const target = path.join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}
