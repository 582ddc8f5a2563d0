/**
 * The browser's calls are typed from the OpenAPI document: site/lib/api-types.d.ts is what
 * `npm run api:types` writes from the routes now, and apiRequest takes its paths, bodies and answers from it
 * (the `@ts-expect-error` lines are checked by `astro check`).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { API_TYPES_FILE, apiTypes, apiTypesPath } from '../../scripts/lib/api-types.mjs';
import type { CartResponse } from '../shared/api/cart';
import type { Order } from '../shared/api/orders';
import { type ApiBody, type ApiData, type ApiPath, apiRequest } from './api';

describe('the API types', () => {
  it('are the ones the OpenAPI document gives now', async () => {
    const committed = await readFile(apiTypesPath, 'utf8');
    expect(committed === (await apiTypes()), `${API_TYPES_FILE} is out of date: run \`npm run api:types\``).toBe(true);
  }, 60_000);

  it('type an answer as its 2xx schema, a body as its request schema, a path with its parameters filled', () => {
    expectTypeOf<ApiData<'GET', '/api/cart'>>().toEqualTypeOf<CartResponse>();
    expectTypeOf<ApiData<'GET', `/api/orders/${string}`>>().toEqualTypeOf<Order>();
    expectTypeOf<ApiBody<'POST', '/api/coupons/validate'>>().toEqualTypeOf<{ code: string }>();
    expectTypeOf<ApiBody<'GET', '/api/cart'>>().toEqualTypeOf<undefined>();
    expectTypeOf<'/api/passkeys/abc'>().toExtend<ApiPath<'DELETE'>>();
    // A literal path is its own route even where a `{param}` route would match it too.
    expectTypeOf<ApiData<'POST', '/api/sessions/revoke-others'>>().toEqualTypeOf<{ signedOut: number }>();
  });

  it('refuse a path the document does not list, a method it does not answer, and a body it does not take', () => {
    const calls = () => {
      // @ts-expect-error: no such path
      void apiRequest('GET', '/api/carts');
      // @ts-expect-error: /api/cart answers GET only
      void apiRequest('PUT', '/api/cart');
      // @ts-expect-error: the coupon check needs its body
      void apiRequest('POST', '/api/coupons/validate');
      // @ts-expect-error: `code` is a string
      void apiRequest('POST', '/api/coupons/validate', { body: { code: 1 } });
    };
    expect(calls).toBeTypeOf('function');
  });
});
