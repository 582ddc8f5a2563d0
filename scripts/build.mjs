// `npm run build`: the static site, the share images its pages name (cached by content hash), its
// Pagefind search index (astro build empties the folder), then the `_headers` file whose CSP
// hashes the built pages' inline scripts.
import { writeHeadersFile } from './lib/headers.mjs';
import { writeShareImages } from './lib/og-images.mjs';
import { run } from './lib/run.mjs';

const dist = process.env.NIMBUS_DIST ?? 'dist';
await run('astro', ['build']);
const share = await writeShareImages(dist);
console.log(`share images: ${share.images} (${share.drawn} drawn, the rest from the cache) in ${share.ms} ms`);
await run('pagefind', ['--site', dist, '--silent']);
await writeHeadersFile(dist);
