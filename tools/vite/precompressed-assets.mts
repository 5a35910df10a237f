import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The build's own files that the gateway would otherwise compress on every request. */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg)$/;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every script, style and SVG
 * file of a client build, which the gateway serves as they are (`preCompressed`, ADR 055). Compressed once
 * at build time at the highest settings instead of on every request at a fast one: smaller files for the
 * visitor and no compression work in the gateway. Small files too: for a file without copies the gateway
 * looks for both on disk first, then compresses it anyway.
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async writeBundle({ dir }, bundle) {
      if (!dir) {
        this.error('precompressed-assets: the client build has no output folder');
      }
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const target = path.join(dir, file.fileName);
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
