// `npm run build`: the static site, its Pagefind search index (astro build empties the folder),
// then the `_headers` file whose CSP hashes the built pages' inline scripts.
import { writeHeadersFile } from './lib/headers.mjs';
import { run } from './lib/run.mjs';

const dist = process.env.NIMBUS_DIST ?? 'dist';
await run('astro', ['build']);
await run('pagefind', ['--site', dist, '--silent']);
await writeHeadersFile(dist);
