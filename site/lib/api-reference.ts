/**
 * Reads the OpenAPI document for the Storefront API page (/docs/api/storefront): endpoints grouped
 * by tag, their auth, headers, body fields, answers, examples and Try it forms, all at build time.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { curlCommand, type Examples, exampleRequest, examples } from './api-examples';
import type { TryItForm } from './try-it';

export type Document = OpenAPIV3_1.Document;

/** The parts of JSON Schema the document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  description?: string;
}

/** A type in words, with the schema component it names (for a link), if any. */
export type TypeLabel = { text: string; ref?: string };

export type FieldRow = { name: string; type: TypeLabel; required: boolean; rules: string[]; description: string };

export type BodyVariant = { caption: string | null; fields: FieldRow[] };

export type Answer = {
  status: string;
  description: string;
  /** The `data` of a success envelope: its type, and its fields when it is an inline object. */
  data: { type: TypeLabel; fields: FieldRow[] } | null;
  headers: { name: string; description: string }[];
};

/**
 * Who may call an operation, from its `security` (docs/decisions/api-tokens.md): a browser session
 * (`bearerAuth`), an API token with the scopes it needs (`apiToken`), anyone (an empty requirement),
 * or another scheme by name (the operator's key).
 */
export type Access = { open: boolean; session: boolean; tokenScopes: string[] | null; other: string[] };

export type Endpoint = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  /** A credential is required: no empty requirement among its `security`. */
  auth: boolean;
  access: Access;
  headers: { name: string; required: boolean; description: string }[];
  body: BodyVariant[];
  answers: Answer[];
  /** Copyable curl, JavaScript (fetch) and Python (requests) examples. */
  examples: Examples;
  /** What its Try it form starts with. */
  tryIt: TryItForm;
};

export type EndpointGroup = { tag: string; id: string; description: string; endpoints: Endpoint[] };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const schemaId = (name: string) => `schema-${slug(name)}`;

const refName = (ref: string) => ref.split('/').at(-1) ?? ref;

/** Follows `$ref`s inside the document. */
export function resolve<T>(
  document: Document,
  value: T | OpenAPIV3_1.ReferenceObject,
): Exclude<T, OpenAPIV3_1.ReferenceObject> {
  if (value && typeof value === 'object' && '$ref' in value && typeof value.$ref === 'string') {
    const target = value.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
        document,
      );
    if (target === undefined) throw new Error(`OpenAPI document: ${value.$ref} does not exist`);
    return resolve(document, target as T);
  }
  return value as Exclude<T, OpenAPIV3_1.ReferenceObject>;
}

const literal = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

export function typeLabel(schema: JsonSchema): TypeLabel {
  if (schema.$ref) return { text: refName(schema.$ref), ref: refName(schema.$ref) };
  if (schema.const !== undefined) return { text: literal(schema.const) };
  if (schema.enum) return { text: schema.type === 'string' ? 'string' : 'one of' };
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const labels = variants.map(typeLabel);
    const ref = labels.find((label) => label.ref)?.ref;
    return { text: labels.map((label) => label.text).join(' or '), ...(ref ? { ref } : {}) };
  }
  if (schema.type === 'array' && schema.items) {
    const item = typeLabel(schema.items);
    return { text: `array of ${item.text}`, ...(item.ref ? { ref: item.ref } : {}) };
  }
  if (schema.type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return { text: `object of ${typeLabel(schema.additionalProperties).text}` };
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
  return { text: type ?? 'any' };
}

const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;

/** The checks a value must pass, in words; patterns and values are shown as code (between backticks). */
export function rules(schema: JsonSchema): string[] {
  const out: string[] = [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.flatMap(rules);
  if (schema.enum) out.push(`one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`);
  if (schema.minLength !== undefined && schema.maxLength !== undefined) {
    out.push(`${schema.minLength}–${characters(schema.maxLength)}`);
  } else if (schema.minLength !== undefined) {
    out.push(`at least ${characters(schema.minLength)}`);
  } else if (schema.maxLength !== undefined) {
    out.push(`at most ${characters(schema.maxLength)}`);
  }
  if (schema.pattern) out.push(`matches \`${schema.pattern}\``);
  if (schema.format) out.push(schema.format);
  if (schema.minimum !== undefined) out.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) out.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) out.push(`≤ ${schema.maximum}`);
  if (schema.type === 'integer') out.push('whole number');
  return out;
}

export function fieldRows(document: Document, schema: JsonSchema): FieldRow[] {
  const object = resolve<JsonSchema>(document, schema);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    type: typeLabel(property),
    required: object.required?.includes(name) ?? false,
    rules: rules(property),
    description: property.description ?? '',
  }));
}

function bodyVariants(document: Document, schema: JsonSchema): BodyVariant[] {
  const root = resolve<JsonSchema>(document, schema);
  if (!root.oneOf) return [{ caption: null, fields: fieldRows(document, root) }];
  return root.oneOf.map((option) => {
    const variant = resolve<JsonSchema>(document, option);
    const tag = Object.entries(variant.properties ?? {}).find(([, p]) => p.const !== undefined);
    return {
      caption: tag ? `With \`${tag[0]}: ${literal(tag[1].const)}\`` : null,
      fields: fieldRows(document, variant),
    };
  });
}

function answer(document: Document, status: string, value: OpenAPIV3_1.ResponseObject): Answer {
  const response = resolve(document, value);
  const schema = response.content?.['application/json']?.schema as JsonSchema | undefined;
  const envelope = schema && resolve<JsonSchema>(document, schema);
  const data = envelope?.properties?.data;
  return {
    status,
    description: response.description,
    data: data
      ? { type: typeLabel(data), fields: data.type === 'object' && data.properties ? fieldRows(document, data) : [] }
      : null,
    headers: Object.entries(response.headers ?? {}).map(([name, header]) => ({
      name,
      description: resolve(document, header).description ?? '',
    })),
  };
}

export const SESSION_SCHEME = 'bearerAuth';
export const TOKEN_SCHEME = 'apiToken';

export function access(operation: OpenAPIV3_1.OperationObject): Access {
  const requirements = operation.security ?? [];
  const schemes = (name: string) => requirements.filter((requirement) => name in requirement);
  const token = schemes(TOKEN_SCHEME);
  return {
    open: requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0),
    session: schemes(SESSION_SCHEME).length > 0,
    tokenScopes:
      token.length > 0 ? [...new Set(token.flatMap((requirement) => requirement[TOKEN_SCHEME] ?? []))] : null,
    other: [
      ...new Set(requirements.flatMap(Object.keys).filter((name) => name !== SESSION_SCHEME && name !== TOKEN_SCHEME)),
    ],
  };
}

/** How the page names who may call an operation with a token: "API token: cart:write" or "Browser session only". */
export function tokenLabel({ session, tokenScopes }: Access): string | null {
  if (tokenScopes) return `API token: ${tokenScopes.join(', ')}`;
  return session ? 'Browser session only' : null;
}

/** The curl example alone (the page shows all of `examples`). */
export const curlExample = (document: Document, method: string, path: string, operation: OpenAPIV3_1.OperationObject) =>
  curlCommand(exampleRequest(document, method, path, operation));

/** What the Try it form of an operation starts with: its parameters' and body's examples. */
function tryItForm(
  document: Document,
  method: string,
  path: string,
  operation: OpenAPIV3_1.OperationObject,
): TryItForm {
  const parameters = (operation.parameters ?? []).map((parameter) => resolve(document, parameter));
  const request = exampleRequest(document, method, path, operation);
  return {
    method,
    path,
    pathParams: parameters
      .filter((p) => p.in === 'path')
      .map((p) => ({ name: p.name, value: p.example === undefined ? '' : String(p.example) })),
    headers: request.headers.map(([name, value]) => ({ name, value })),
    body: request.body === undefined ? null : JSON.stringify(request.body, null, 2),
    auth: request.auth ? 'required' : access(operation).tokenScopes ? 'optional' : 'none',
  };
}

/** Every operation of the document, grouped by its first tag in the document's tag order. */
export function endpointGroups(document: Document): EndpointGroup[] {
  const endpoints: (Endpoint & { tag: string })[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const upper = method.toUpperCase();
      const body = operation.requestBody && resolve(document, operation.requestBody);
      const bodySchema = body?.content['application/json']?.schema as JsonSchema | undefined;
      endpoints.push({
        tag: operation.tags?.[0] ?? 'Other',
        id: slug(`${method} ${path}`),
        method: upper,
        path,
        summary: operation.summary ?? '',
        description: operation.description ?? '',
        auth: !access(operation).open,
        access: access(operation),
        headers: (operation.parameters ?? [])
          .map((parameter) => resolve(document, parameter))
          .filter((parameter) => parameter.in === 'header')
          .map((parameter) => ({
            name: parameter.name,
            required: parameter.required ?? false,
            description: parameter.description ?? '',
          })),
        body: bodySchema ? bodyVariants(document, bodySchema) : [],
        answers: Object.entries(operation.responses ?? {}).map(([status, response]) =>
          answer(document, status, response as OpenAPIV3_1.ResponseObject),
        ),
        examples: examples(document, upper, path, operation),
        tryIt: tryItForm(document, upper, path, operation),
      });
    }
  }
  const tags = [
    ...(document.tags ?? []).map((tag) => tag.name),
    ...endpoints.map((e) => e.tag).filter((t) => !document.tags?.some((tag) => tag.name === t)),
  ];
  return [...new Set(tags)]
    .map((tag) => ({
      tag,
      id: slug(tag),
      description: document.tags?.find((t) => t.name === tag)?.description ?? '',
      endpoints: endpoints.filter((e) => e.tag === tag),
    }))
    .filter((group) => group.endpoints.length > 0);
}

/** The named schemas (components), in the document's order. */
export function schemaSections(document: Document) {
  return Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({
    name,
    id: schemaId(name),
    fields: fieldRows(document, schema as JsonSchema),
  }));
}

/** Text with `code` spans, split for rendering (the document's descriptions use backticks). */
export function codeSpans(text: string): { code: boolean; text: string }[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1
        ? { code: true, text: part.slice(1, -1) }
        : { code: false, text: part },
    );
}
