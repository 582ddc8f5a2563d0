/**
 * Calls the Worker's app directly with a chosen environment: Worker vars set per test (the rate
 * limits read them, as in production), and D1 wrapped to count round trips (counting-d1.ts). The
 * answer is checked against the OpenAPI document like every other test answer.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import app from '../index';
import type { LimitVars } from '../lib/limits';
import { expectContract } from './contract';
import { countingD1, type D1Trace } from './counting-d1';
import type { Envelope } from './helpers';

export type DirectOptions = {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Worker vars for this request, as wrangler.toml's [vars] would set them. */
  vars?: LimitVars;
  /** Counts this request's D1 round trips (waitUntil work included). */
  trace?: D1Trace;
};

export async function callWorker<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: DirectOptions = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const request = new Request(`http://nimbus.test${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const DB = options.trace ? countingD1(env.DB, options.trace) : env.DB;
  const ctx = createExecutionContext();
  const response = await app.fetch(request, { ...env, ...options.vars, DB }, ctx);
  await waitOnExecutionContext(ctx);
  const parsed = method === 'HEAD' || response.status === 304 ? undefined : await response.json();
  await expectContract(method, path, response, parsed);
  return { status: response.status, body: parsed as Envelope<T>, headers: response.headers };
}
