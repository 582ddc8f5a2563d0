// `npm start`: build the site, prepare the local database, serve everything at http://127.0.0.1:8787.
import { run } from './lib/run.mjs';

await run('npm', ['run', 'build']);
await import('./serve.mjs');
