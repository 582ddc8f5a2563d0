/**
 * Copyable examples of an API operation in curl, JavaScript (fetch) and Python (requests), written
 * from the OpenAPI document alone: a new operation gets its examples without a change here. Each
 * uses the document's first server (production), the path parameters' and headers' examples and the
 * body's example, and a credential only where one is needed.
 */
import type { OpenAPIV3_1 } from 'openapi-types';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

/** The environment variable every example reads the token from. */
export const TOKEN_VARIABLE = 'NIMBUS_TOKEN';

/** One request an example sends, ready to be written in any language. */
export type ExampleRequest = {
  method: string;
  url: string;
  /** Header name and value; `Authorization` is left out and said by `auth`. */
  headers: [string, string][];
  auth: boolean;
  body: unknown;
};

export type Examples = { curl: string; javascript: string; python: string };

const resolve = <T>(document: Document, value: T | OpenAPIV3_1.ReferenceObject): T => {
  if (value && typeof value === 'object' && '$ref' in value) {
    const found = value.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    return found as T;
  }
  return value as T;
};

/** Anyone may call it: no requirement, or an empty one among them. */
const isOpen = (operation: Operation) =>
  !operation.security?.length || operation.security.some((requirement) => Object.keys(requirement).length === 0);

export function exampleRequest(document: Document, method: string, path: string, operation: Operation): ExampleRequest {
  const parameters = (operation.parameters ?? []).map((parameter) =>
    resolve<OpenAPIV3_1.ParameterObject>(document, parameter),
  );
  let target = path;
  for (const parameter of parameters.filter((p) => p.in === 'path' && p.example !== undefined))
    target = target.replace(`{${parameter.name}}`, encodeURIComponent(String(parameter.example)));
  const headers: [string, string][] = parameters
    .filter((p) => p.in === 'header')
    .map((p) => [p.name, String(p.example ?? `<${p.name}>`)]);
  const body = operation.requestBody && resolve<OpenAPIV3_1.RequestBodyObject>(document, operation.requestBody);
  return {
    method: method.toUpperCase(),
    url: `${document.servers?.[0]?.url ?? ''}${target}`,
    headers,
    auth: !isOpen(operation),
    body: body?.content['application/json']?.example,
  };
}

/** A shell-safe single-quoted string. */
const shell = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

export function curlCommand({ method, url, headers, auth, body }: ExampleRequest): string {
  const lines = [`curl ${method === 'GET' ? '' : `-X ${method} `}${url}`];
  if (auth) lines.push(`-H "Authorization: Bearer $${TOKEN_VARIABLE}"`);
  for (const [name, value] of headers) lines.push(`-H "${name}: ${value}"`);
  if (body !== undefined) lines.push('-H "Content-Type: application/json"', `-d ${shell(JSON.stringify(body))}`);
  return lines.join(' \\\n  ');
}

/** A JavaScript value literal of JSON data: keys unquoted where they may be, strings in single quotes. */
function jsLiteral(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${indent}  ${jsLiteral(item, `${indent}  `)},`).join('\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name));
    return `{\n${entries.map(([k, v]) => `${indent}  ${key(k)}: ${jsLiteral(v, `${indent}  `)},`).join('\n')}\n${indent}}`;
  }
  return typeof value === 'string' ? jsString(value) : JSON.stringify(value);
}

const jsString = (text: string) =>
  `'${JSON.stringify(text).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`;

export function fetchCode({ method, url, headers, auth, body }: ExampleRequest): string {
  const headerLines = [
    ...(auth ? [`Authorization: \`Bearer \${process.env.${TOKEN_VARIABLE}}\``] : []),
    ...headers.map(([name, value]) => `${jsString(name)}: ${jsString(value)}`),
    ...(body !== undefined ? ["'Content-Type': 'application/json'"] : []),
  ];
  const options = [
    ...(method !== 'GET' ? [`  method: '${method}',`] : []),
    ...(headerLines.length ? ['  headers: {', ...headerLines.map((line) => `    ${line},`), '  },'] : []),
    ...(body !== undefined ? [`  body: JSON.stringify(${jsLiteral(body, '  ')}),`] : []),
  ];
  const call = options.length ? `fetch('${url}', {\n${options.join('\n')}\n})` : `fetch('${url}')`;
  return `const response = await ${call};\nconsole.log(response.status, await response.text());`;
}

/** A Python literal of JSON data (JSON strings are Python strings; true, false and null are not). */
function pyLiteral(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${indent}    ${pyLiteral(item, `${indent}    `)},`).join('\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${indent}    ${JSON.stringify(k)}: ${pyLiteral(v, `${indent}    `)},`).join('\n')}\n${indent}}`;
  }
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (value === null || value === undefined) return 'None';
  return JSON.stringify(value);
}

export function pythonCode({ method, url, headers, auth, body }: ExampleRequest): string {
  const headerLines = [
    ...(auth ? [`"Authorization": f"Bearer {os.environ['${TOKEN_VARIABLE}']}",`] : []),
    ...headers.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)},`),
  ];
  const args = [
    `"${url}",`,
    ...(headerLines.length ? ['headers={', ...headerLines.map((line) => `    ${line}`), '},'] : []),
    ...(body !== undefined ? [`json=${pyLiteral(body)},`] : []),
  ];
  const imports = auth ? 'import os\n\nimport requests' : 'import requests';
  return [
    imports,
    '',
    `response = requests.${method.toLowerCase()}(`,
    ...args.map((line) => line.replace(/^/gm, '    ')),
    ')',
    'print(response.status_code, response.text)',
  ].join('\n');
}

export function examples(document: Document, method: string, path: string, operation: Operation): Examples {
  const request = exampleRequest(document, method, path, operation);
  return { curl: curlCommand(request), javascript: fetchCode(request), python: pythonCode(request) };
}
