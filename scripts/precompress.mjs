// @ts-check
// `node scripts/precompress.mjs <folder>`: writes a brotli (.br) and a gzip (.gz) file beside each
// script, stylesheet and page of 1 kB and more in the folder (not its subfolders), at the strongest
// settings, for the server to send to browsers that accept them (@fastify/static preCompressed). For
// builds without a Vite plugin to do it (the elements' tsup build); the site's Vite build uses
// vite-plugin-compression2. Subfolders are left alone: the elements' build does not clean its demo
// page's folder (embed/), where a compressed file could outlive the file it was made from.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/;
const THRESHOLD_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: node scripts/precompress.mjs <folder>');
  process.exit(1);
}

const files = (await readdir(folder, { withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

await Promise.all(
  files.map(async (file) => {
    const bytes = await readFile(file);
    if (bytes.length < THRESHOLD_BYTES) return;
    const [br, gzipped] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A compressed file no smaller than the original would only cost the browser a decoding.
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
  }),
);
