/**
 * The API table of docs/api.md, written from the OpenAPI document: `npm run api:table` puts it between
 * the markers, and a Workers-runtime test fails when the table and the document disagree.
 */
import type { OpenAPIV3_1 } from 'openapi-types';

type Schema = OpenAPIV3_1.SchemaObject;
type MaybeRef<T> = T | OpenAPIV3_1.ReferenceObject;

export const TABLE_START = '<!-- api-table:start (generated from the OpenAPI document by `npm run api:table`) -->';
export const TABLE_END = '<!-- api-table:end -->';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function resolve<T>(document: OpenAPIV3_1.Document, value: MaybeRef<T>): T {
  if (value && typeof value === 'object' && '$ref' in value) {
    const target = value.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key.replaceAll('~1', '/')], document);
    return resolve(document, target as MaybeRef<T>);
  }
  return value as T;
}

/** `{a, b, c?}`: the body's fields, `?` for those not required (in every variant, for a union). */
export function bodyFields(document: OpenAPIV3_1.Document, operation: OpenAPIV3_1.OperationObject): string {
  const body = operation.requestBody && resolve(document, operation.requestBody);
  const media = body?.content['application/json']?.schema;
  if (!media) return '–';
  const root = resolve<Schema>(document, media);
  const variants = (root.oneOf ?? root.anyOf ?? [root]).map((s) => resolve<Schema>(document, s));
  const names = [...new Set(variants.flatMap((s) => Object.keys(s.properties ?? {})))];
  const required = (name: string) => variants.every((s) => s.required?.includes(name));
  return `\`{${[...names.filter(required), ...names.filter((n) => !required(n)).map((n) => `${n}?`)].join(', ')}}\``;
}

export type TableRow = [string, string, string, string, string];

export function apiRows(document: OpenAPIV3_1.Document): TableRow[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method): TableRow[] => {
      const operation = item?.[method];
      if (!operation) return [];
      return [
        [
          `\`${method.toUpperCase()} ${path}\``,
          operation.security?.length ? 'bearer' : '–',
          bodyFields(document, operation),
          Object.keys(operation.responses ?? {}).join(', '),
          operation.summary ?? '',
        ],
      ];
    }),
  );
}

/** A Markdown table, columns padded so that the source reads as a table too (as Biome formats one). */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => [...(row[i] ?? '')].length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell + ' '.repeat((widths[i] ?? 0) - [...cell].length)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function apiTable(document: OpenAPIV3_1.Document): string {
  return markdownTable(['method and path', 'auth', 'request body', 'answers', 'what it does'], apiRows(document));
}

/** docs/api.md with the table between the markers replaced; throws when the markers are missing. */
export function withApiTable(markdown: string, document: OpenAPIV3_1.Document): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/api.md needs the markers ${TABLE_START} and ${TABLE_END}`);
  return `${markdown.slice(0, start + TABLE_START.length)}\n${apiTable(document)}\n${markdown.slice(end)}`;
}
