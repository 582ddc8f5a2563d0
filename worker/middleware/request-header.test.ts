import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { onError } from '../lib/errors';
import { openApiDocument } from '../openapi/document';
import { success } from '../openapi/responses';
import { requestHeader } from './request-header';

const key = v.pipe(
  v.string('Idempotency-Key header is required'),
  v.minLength(8, 'Idempotency-Key must be 8 to 100 characters'),
  v.maxLength(100, 'Idempotency-Key must be 8 to 100 characters'),
);

const app = new Hono()
  .post(
    '/orders',
    requestHeader('Idempotency-Key', key, { description: 'One per checkout attempt', example: 'b7e1c7d2-4f0a' }),
    describeRoute({ summary: 'Place an order', responses: { 201: success('Placed', v.object({ key: v.string() })) } }),
    (c) => c.json({ success: true, data: { key: c.req.valid('header')['idempotency-key'] } }, 201),
  )
  .onError(onError);

describe('requestHeader', () => {
  it('passes a valid header to the route', async () => {
    const res = await app.request('/orders', { method: 'POST', headers: { 'Idempotency-Key': 'b7e1c7d2-4f0a' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, data: { key: 'b7e1c7d2-4f0a' } });
  });

  it.each([
    [{}, 'Idempotency-Key header is required'],
    [{ 'Idempotency-Key': 'short' }, 'Idempotency-Key must be 8 to 100 characters'],
  ])('answers 400 in the envelope for %j', async (headers, message) => {
    const res = await app.request('/orders', { method: 'POST', headers });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: message, fields: { 'Idempotency-Key': message } });
  });

  it('puts the header, its schema and its 400 in the OpenAPI document', async () => {
    const operation = (await openApiDocument(app)).paths?.['/orders']?.post;
    expect(operation?.parameters).toEqual([
      {
        in: 'header',
        name: 'Idempotency-Key',
        required: true,
        description: 'One per checkout attempt',
        example: 'b7e1c7d2-4f0a',
        schema: { type: 'string', minLength: 8, maxLength: 100 },
      },
    ]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400']));
  });
});
