// `npm start`: build the site, prepare the local database, serve everything at http://localhost:8787
// (PORT, or `npm start -- --port N`, for another port).
import { run } from './lib/run.mjs';

// The build script itself rather than `npm run build`: a nested npm adds its banner and warnings.
// The site and the local database do not depend on each other, so they are prepared side by side.
await Promise.all([run('node', ['scripts/build.mjs']), run('node', ['scripts/db-setup.mjs'])]);
// serve.mjs reads this process's arguments (a --port given to npm start reaches it too).
process.argv.push('--no-setup');
await import('./serve.mjs');
