/**
 * The browser's calls are typed from the OpenAPI document: site/lib/api-types.d.ts is what
 * `npm run api:types` writes from the routes now, and the openapi-fetch client `api` takes its paths, parameters, bodies and answers from it
 * (the `@ts-expect-error` lines are checked by `astro check`).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { API_TYPES_FILE, apiTypes, apiTypesPath } from '../../scripts/lib/api-types.mjs';
import type { CartResponse } from '../shared/api/cart';
import type { Order } from '../shared/api/orders';
import { type ApiResult, answer, api } from './api';

describe('the API types', () => {
  it('are the ones the OpenAPI document gives now', async () => {
    const committed = await readFile(apiTypesPath, 'utf8');
    expect(committed === (await apiTypes()), `${API_TYPES_FILE} is out of date: run \`npm run api:types\``).toBe(true);
  }, 60_000);

  it("type an answer's data as its 2xx schema, a path's parameters and a body as the document says", () => {
    const cart = () => answer(api.GET('/api/cart'));
    const order = (id: string) => answer(api.GET('/api/orders/{id}', { params: { path: { id } } }));
    // A literal path is its own route even where a `{param}` route would match it too.
    const others = () => answer(api.POST('/api/sessions/revoke-others'));
    expectTypeOf<Awaited<ReturnType<typeof cart>>>().toEqualTypeOf<ApiResult<CartResponse>>();
    expectTypeOf<Awaited<ReturnType<typeof order>>>().toEqualTypeOf<ApiResult<Order>>();
    expectTypeOf<Awaited<ReturnType<typeof others>>>().toEqualTypeOf<ApiResult<{ signedOut: number }>>();
  });

  it('refuse a path the document does not list, a method it does not answer, a missing parameter and a body it does not take', () => {
    const calls = () => {
      // @ts-expect-error: no such path
      void api.GET('/api/carts');
      // @ts-expect-error: /api/cart answers GET only
      void api.PUT('/api/cart');
      // @ts-expect-error: the order's id is a path parameter
      void api.GET('/api/orders/{id}');
      // @ts-expect-error: the coupon check needs its body
      void api.POST('/api/coupons/validate');
      // @ts-expect-error: `code` is a string
      void api.POST('/api/coupons/validate', { body: { code: 1 } });
    };
    expect(calls).toBeTypeOf('function');
  });
});
