// Small process helpers for the project scripts: run a command, or start a long-lived one in its own group.
import { spawn } from 'node:child_process';
import { delimiter, resolve } from 'node:path';

// The project's own binaries first, Node 22 among them (see docs/development.md), also when a script is run directly.
const bin = resolve(import.meta.dirname, '..', '..', 'node_modules', '.bin');

export const quietEnv = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
  ASTRO_TELEMETRY_DISABLED: '1',
  WRANGLER_SEND_METRICS: 'false',
  NO_UPDATE_NOTIFIER: '1',
  // Redocly's CLI sends usage data and asks npm for a newer version unless told not to.
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  // Miniflare fetches https://workers.cloudflare.com/cf.json to fill `Request.cf`; offline that logs
  // a warning with a stack trace on every start. The Worker reads nothing from `request.cf`, so
  // Miniflare's built-in placeholder is enough (its supported switch, workers-sdk#12469).
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/** A command that exited non-zero; it has printed its own reasons. */
export class CommandFailed extends Error {}

// A script that stops because a command failed ends with one line saying which, not with a stack
// trace of this file under the command's own message. Any other error is reported as usual.
process.on('uncaughtException', (error) => {
  console.error(error instanceof CommandFailed ? `\n${error.message}` : error);
  process.exit(1);
});

/** Runs a command to completion with inherited output; rejects with CommandFailed on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: quietEnv, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new CommandFailed(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Starts a long-lived process (wrangler dev is a tree: npm → node → workerd) in this process's
 * group, so whoever stops the group (Ctrl-C, Playwright's webServer teardown) stops every child;
 * a normal exit of this script stops it too.
 */
export function startLong(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: quietEnv, ...options });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  process.on('exit', stop);
  return { child, stop };
}

/** Waits until `url` answers (any HTTP status) or the time runs out. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs / 1000} s`);
}
