import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../../scripts/lib/openapi.mjs';
import { exampleRequest, examples } from './api-examples';

const document: OpenAPIV3_1.Document = {
  openapi: '3.1.0',
  info: { title: 'Sample', version: '1' },
  servers: [{ url: 'https://api.example' }],
  paths: {},
};

const order: OpenAPIV3_1.OperationObject = {
  security: [{ bearerAuth: [] }],
  parameters: [{ in: 'header', name: 'Idempotency-Key', required: true, example: 'b7e1c7d2' }],
  requestBody: {
    content: { 'application/json': { example: { coupon: "O'Brien", annual: true, note: null, lines: [1, 2] } } },
  },
  responses: {},
};

describe('examples', () => {
  it('writes curl with the token, the header and a shell-safe body', () => {
    expect(examples(document, 'POST', '/api/orders', order).curl).toBe(
      [
        'curl -X POST https://api.example/api/orders \\',
        '  -H "Authorization: Bearer $NIMBUS_TOKEN" \\',
        '  -H "Idempotency-Key: b7e1c7d2" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{"coupon":"O'\\''Brien","annual":true,"note":null,"lines":[1,2]}'`,
      ].join('\n'),
    );
  });

  it('writes fetch with the same request, the token from the environment', () => {
    expect(examples(document, 'POST', '/api/orders', order).javascript).toBe(
      [
        "const response = await fetch('https://api.example/api/orders', {",
        "  method: 'POST',",
        '  headers: {',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the expected source holds a template literal
        '    Authorization: `Bearer ${process.env.NIMBUS_TOKEN}`,',
        "    'Idempotency-Key': 'b7e1c7d2',",
        "    'Content-Type': 'application/json',",
        '  },',
        '  body: JSON.stringify({',
        "    coupon: 'O\\'Brien',",
        '    annual: true,',
        '    note: null,',
        '    lines: [',
        '      1,',
        '      2,',
        '    ],',
        '  }),',
        '});',
        'console.log(response.status, await response.text());',
      ].join('\n'),
    );
  });

  it('writes requests with Python literals (True, None), the token from the environment', () => {
    expect(examples(document, 'POST', '/api/orders', order).python).toBe(
      [
        'import os',
        '',
        'import requests',
        '',
        'response = requests.post(',
        '    "https://api.example/api/orders",',
        '    headers={',
        `        "Authorization": f"Bearer {os.environ['NIMBUS_TOKEN']}",`,
        '        "Idempotency-Key": "b7e1c7d2",',
        '    },',
        '    json={',
        '        "coupon": "O\'Brien",',
        '        "annual": True,',
        '        "note": None,',
        '        "lines": [',
        '            1,',
        '            2,',
        '        ],',
        '    },',
        ')',
        'print(response.status_code, response.text)',
      ].join('\n'),
    );
  });

  it('sends no credential to an open operation and fills in path parameters', () => {
    const open: OpenAPIV3_1.OperationObject = {
      security: [],
      parameters: [{ in: 'path', name: 'id', required: true, example: 'a b' }],
      responses: {},
    };
    expect(examples(document, 'GET', '/api/x/{id}', open)).toEqual({
      curl: 'curl https://api.example/api/x/a%20b',
      javascript:
        "const response = await fetch('https://api.example/api/x/a%20b');\nconsole.log(response.status, await response.text());",
      python:
        'import requests\n\nresponse = requests.get(\n    "https://api.example/api/x/a%20b",\n)\nprint(response.status_code, response.text)',
    });
  });

  it('gives every operation of the real document its three examples, at the production address', async () => {
    const real = await loadOpenApiDocument();
    for (const [path, item] of Object.entries(real.paths ?? {})) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        const operation = item?.[method];
        if (!operation) continue;
        const request = exampleRequest(real, method, path, operation);
        expect(request.url, `${method} ${path}`).toMatch(/^https:\/\/nimbus\.example\/api\//);
        expect(request.url, `${method} ${path}: a path parameter without an example`).not.toContain('{');
      }
    }
  }, 60_000);
});
