// `npm start`: build the site, prepare the local database, serve everything at http://127.0.0.1:8787
// (PORT, or `npm start -- --port N`, for another port).
import { run } from './lib/run.mjs';

// The build script itself rather than `npm run build`: a nested npm adds its banner and warnings.
await run('node', ['scripts/build.mjs']);
await import('./serve.mjs');
