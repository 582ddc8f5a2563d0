/**
 * The contract check: every answer the Workers-runtime tests receive must be one the OpenAPI
 * document describes. For a documented operation: its status is listed, its body is valid against
 * that status's JSON Schema and its required headers are there. For a path or method the document
 * does not have: 404 (unknown path) or 405 with `Allow` naming exactly the documented methods, or
 * an answer of the middleware that runs before routing, always in the documented Failure envelope.
 *
 * Bodies are checked against the document's JSON Schema with @cfworker/json-schema, which
 * interprets schemas without generating code (workerd forbids `new Function`, so Ajv cannot run
 * here). Checking the document rather than the Valibot schemas also tests the conversion itself.
 */

import { exports } from 'cloudflare:workers';
import { type OutputUnit, type Schema, Validator } from '@cfworker/json-schema';
import type { OpenAPIV3_1 } from 'openapi-types';
import { expect } from 'vitest';

export type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

let served: Promise<Document> | undefined;

/** The document as the Worker serves it (fetched once per test file). */
export function servedDocument(): Promise<Document> {
  served ??= exports.default
    .fetch(new Request('http://nimbus.test/api/openapi.json'))
    .then((response) => response.json() as Promise<Document>);
  return served;
}

/** Every operation of the document as "METHOD /path". */
export function documentOperations(document: Document): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** Every route of a Hono app (`app.routes`) as "METHOD /path", in OpenAPI's `{param}` form; middleware is not a route. */
export function appOperations(routes: readonly { method: string; path: string }[]): string[] {
  const toTemplate = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}');
  return [...new Set(routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${toTemplate(r.path)}`))];
}

const pointer = (...segments: string[]) =>
  `#/${segments.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

const validators = new Map<string, Validator>();
function validatorFor(document: Document, ref: string): Validator {
  let validator = validators.get(ref);
  if (!validator) {
    // The whole document is the root, so the schema's `#/components/...` references resolve in it.
    validator = new Validator({ ...(document as unknown as Schema), $ref: ref }, '2020-12', false);
    validators.set(ref, validator);
  }
  return validator;
}

/** Every template `path` fits; a path can fit two (`/sessions/revoke-others` and `/sessions/{id}`). */
const templatesOf = (document: Document, path: string) =>
  Object.keys(document.paths ?? {}).filter((template) =>
    new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );

/** Of the templates `path` matches, the one with an operation for `method`, as the router picks it. */
const templateOf = (document: Document, path: string, method?: string) => {
  const matching = templatesOf(document, path);
  const withMethod = matching.find(
    (template) => method && (document.paths?.[template] as Record<string, unknown>)?.[method],
  );
  return withMethod ?? matching[0];
};

const explain = (errors: OutputUnit[]) =>
  errors
    .filter((e) => e.keyword !== '$ref' && e.keyword !== 'properties')
    .slice(0, 5)
    .map((e) => `${e.instanceLocation}: ${e.error}`)
    .join('\n');

function expectValid(document: Document, ref: string, body: unknown, context: string) {
  const result = validatorFor(document, ref).validate(body);
  expect(result.valid, `${context}\nbody does not match ${ref}:\n${explain(result.errors)}`).toBe(true);
}

/** Answers counted per file, for the report of how much the contract covers. */
export const contractStats = { responses: 0, operations: new Set<string>() };

/**
 * Checks one answer against the document. `body` is the parsed JSON (undefined for HEAD).
 * Statuses the middleware in front of every route may answer (worker/index.ts) are allowed anywhere.
 */
export async function expectContract(
  method: string,
  url: string,
  response: { status: number; headers: Headers },
  body: unknown,
) {
  const document = await servedDocument();
  const path = new URL(url, 'http://nimbus.test').pathname;
  const context = `${method} ${path} → ${response.status} ${JSON.stringify(body)?.slice(0, 300)}`;
  const lookup = method === 'HEAD' ? 'get' : method.toLowerCase();
  const template = templateOf(document, path, lookup);
  const operation = template
    ? (document.paths?.[template]?.[lookup as (typeof METHODS)[number]] as Operation | undefined)
    : undefined;
  contractStats.responses += 1;

  if (template && operation) {
    contractStats.operations.add(`${method} ${template}`);
    const documented = Object.keys(operation.responses ?? {});
    expect(documented, `${context}\nstatus ${response.status} is not documented for ${method} ${template}`).toContain(
      String(response.status),
    );
    const answer = operation.responses?.[String(response.status)] as OpenAPIV3_1.ResponseObject;
    for (const [name, header] of Object.entries(answer.headers ?? {})) {
      if ('required' in header && header.required) {
        expect(response.headers.get(name), `${context}\nmissing documented header ${name}`).not.toBeNull();
      }
    }
    // HEAD and 304 (Not Modified) answers have no body to check.
    if (method === 'HEAD' || response.status === 304) return;
    // A documented file download (an invoice's PDF): the media type is the document's, the body a file.
    if (answer.content?.['application/pdf']) {
      expect(response.headers.get('content-type') ?? '', context).toMatch(/^application\/pdf\b/);
      return;
    }
    expect(response.headers.get('content-type') ?? '', context).toMatch(/^application\/json\b/);
    expect(answer.content?.['application/json'], `${context}\nno JSON schema documented`).toBeDefined();
    expectValid(
      document,
      pointer('paths', template, lookup, 'responses', String(response.status), 'content', 'application/json', 'schema'),
      body,
      context,
    );
    return;
  }

  // Not an operation of the document: only the router's and the shared middleware's answers.
  const known = (template && document.paths?.[template]) || undefined;
  // A router that guards all its paths (`.use(signedInRoute(…))`) answers 401 before it knows the path.
  const guarded = Object.entries(document.paths ?? {}).some(([p, item]) => {
    const resource = p.split('/').slice(0, 3).join('/');
    const under = path === resource || path.startsWith(`${resource}/`);
    return under && METHODS.some((m) => (item?.[m] as Operation | undefined)?.security?.length);
  });
  const allowed = [known ? 405 : 404, 413, 415, ...(guarded ? [401] : [])];
  // Hono answers a trailing slash as its own path; the 405 handler compares without it.
  if (!known && response.status === 405) {
    const bare = path.replace(/\/+$/, '');
    expect(document.paths?.[bare], `${context}\n405 for a path the document does not have`).toBeDefined();
    allowed.push(405);
  }
  expect(allowed, `${context}\nnot an operation of the document, and not a router or middleware answer`).toContain(
    response.status,
  );
  if (response.status === 405) {
    const fitting = template ? templatesOf(document, path) : [path.replace(/\/+$/, '')];
    const items = fitting.map((p) => document.paths?.[p] ?? {});
    const methods = METHODS.filter((m) => items.some((item) => item[m])).map((m) => m.toUpperCase());
    if (methods.includes('GET')) methods.push('HEAD');
    const allow = (response.headers.get('allow') ?? '').split(',').map((m) => m.trim());
    expect(allow.sort(), `${context}\nAllow must list the documented methods`).toEqual(methods.sort());
  }
  if (method !== 'HEAD') expectValid(document, pointer('components', 'schemas', 'Failure'), body, context);
}
