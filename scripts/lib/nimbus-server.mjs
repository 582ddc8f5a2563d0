// One `node scripts/serve.mjs` (wrangler dev → workerd) in a process group of its own, so the bench
// and fault scripts can stop or SIGKILL the whole tree and then prove nothing is left on the port.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { quietEnv, waitForHttp } from './run.mjs';

/** True when something accepts connections on 127.0.0.1:port. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts serve.mjs on `port` with its database in `persist`; `fresh` wipes it first, `setup: false`
 * starts on the database as it is (no migrations, no seed), `dist` is the built site (NIMBUS_DIST),
 * `env` more variables for wrangler. Resolves once /api/health answers.
 */
export async function startServer({
  port,
  persist,
  fresh = false,
  setup = true,
  dist,
  env = {},
  log = false,
  timeoutMs = 120_000,
}) {
  if (await portInUse(port)) throw new Error(`Port ${port} is already in use`);
  const args = [
    'scripts/serve.mjs',
    '--port',
    String(port),
    '--persist-to',
    persist,
    ...(fresh ? ['--fresh'] : []),
    ...(setup ? [] : ['--no-setup']),
  ];
  const child = spawn('node', args, {
    env: { ...quietEnv, ...(dist ? { NIMBUS_DIST: dist } : {}), ...env },
    // Its own group: `process.kill(-pid)` then reaches node, wrangler and every workerd.
    detached: true,
    stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'],
  });
  const pgid = child.pid;
  // Whatever happens to this script, the server does not outlive it.
  const cleanup = () => {
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  };
  process.on('exit', cleanup);
  // A group of its own does not get the terminal's Ctrl-C: stop it, then leave as Ctrl-C would.
  const interrupted = () => {
    cleanup();
    process.exit(130);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, interrupted);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForHttp(`http://127.0.0.1:${port}/api/health`, timeoutMs),
    exited.then((code) => {
      throw new Error(`serve.mjs exited (${code}) before it answered`);
    }),
  ]);

  /** Sends `signal` to the whole group and waits until the group is gone and the port is free. */
  async function kill(signal = 'SIGTERM') {
    if (groupAlive(pgid)) process.kill(-pgid, signal);
    const deadline = Date.now() + 15_000;
    while (groupAlive(pgid) || (await portInUse(port))) {
      if (Date.now() > deadline) {
        if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
        await sleep(500);
        if (groupAlive(pgid) || (await portInUse(port)))
          throw new Error(`The server on port ${port} (group ${pgid}) did not stop`);
        break;
      }
      await sleep(100);
    }
    process.off('exit', cleanup);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(signal, interrupted);
  }
  return { pid: pgid, base: `http://127.0.0.1:${port}`, kill };
}
