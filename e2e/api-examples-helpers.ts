/**
 * Runs the API examples of the docs as a reader would, against the browser tests' server: the
 * production address in them is swapped for a local proxy's, which forwards each request from a client
 * address of its own (the per-address limits of other tests stay untouched) and records what it saw.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { site } from '../site/shared/config';
import { freshClient } from './fixtures';

const run = promisify(execFile);

export type Seen = { method: string; path: string; status: number };

/** A proxy on a free port in front of `target`; `seen` lists each request and its answer's status. */
export async function recordingProxy(target: string) {
  const upstream = new URL(target);
  const client = freshClient();
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host, ...client },
      },
      (answer) => {
        seen.push({ method: req.method ?? '', path: req.url ?? '', status: answer.statusCode ?? 0 });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => server.close() };
}

/** The example with the production address swapped for `base`; fails if it does not use the address at all. */
export function locally(code: string, base: string) {
  if (!code.includes(site.url)) throw new Error(`The example does not call ${site.url}:\n${code}`);
  return code.replaceAll(site.url, base);
}

export type Language = 'curl' | 'javascript' | 'python';

/** Runs one example with the token in NIMBUS_TOKEN, in `cwd`; rejects on a non-zero exit. */
export function runExample(language: Language | 'bash', code: string, token: string, cwd?: string) {
  const env = { ...process.env, NIMBUS_TOKEN: token };
  const options = { env, cwd, timeout: 30_000 };
  if (language === 'javascript') return run(process.execPath, ['--input-type=module', '-e', code], options);
  if (language === 'python') return run('python3', ['-c', code], options);
  return run('bash', ['-euo', 'pipefail', '-c', code], options);
}

/** Whether python3 with requests is here (the Python examples are skipped, saying so, where not). */
export async function hasPythonRequests() {
  try {
    await run('python3', ['-c', 'import requests']);
    return true;
  } catch {
    return false;
  }
}
