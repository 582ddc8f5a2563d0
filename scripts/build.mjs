// `npm run build`: the static site, then its Pagefind search index (astro build empties the folder).
import { run } from './lib/run.mjs';

const dist = process.env.NIMBUS_DIST ?? 'dist';
await run('astro', ['build']);
await run('pagefind', ['--site', dist, '--silent']);
