import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import planFile from '../../content/catalog/plans.json';
import serviceFile from '../../content/catalog/services.json';
import { type Estimate, estimateLines, estimateMessages, estimateTotals } from '../lib/estimate';
import { anyEstimate, catalog } from '../lib/estimate.fixtures';
import { takePendingCart } from '../lib/pending-cart';
import type { CartItem } from '../shared/api/cart';
import { cartErrors, lineProduct } from '../shared/api/cart-messages';
import { toCents } from '../shared/domain/billing';
import { toPlan, toService } from '../shared/domain/catalog';
import { testBrowser } from './browser.test-helper';
import { $cart, $coupon, cartTotals } from './cart';
import { $cartCount } from './cart-count';
import {
  $estimate,
  $estimateCart,
  $estimateNote,
  addEstimateToCart,
  openEstimate,
  resetEstimate,
  setBillingPeriod,
  setChosen,
  setGpu,
  setVpsCount,
} from './estimate';
import { $session } from './session';
import { $toasts } from './toast';

const { fetch: fetchMock, reply, sentAll, location, history } = testBrowser();
const sent = async () => (await sentAll()).map(({ path, body }) => [path, body] as const);

beforeEach(() => {
  $cartCount.set(0);
  openEstimate('', catalog);
});

describe('the estimate and its address', () => {
  it('opens the estimate of a link, and a link it cannot read as an empty one with a gentle note', () => {
    openEstimate('?plans=pro&vps=standard-1:2', catalog);
    expect($estimate.get()).toMatchObject({ plans: ['pro'], vps: { 'standard-1': 2 } });
    expect($estimateNote.get()).toBeNull();
    openEstimate('?plans=pro&vps=standard-1:lots', catalog);
    expect($estimate.get()).toEqual({ period: 'monthly', plans: [], services: [], vps: {}, gpus: {} });
    expect($estimateNote.get()).toBe(estimateMessages.malformedLink);
  });

  it('opening an address with no estimate on the empty page the calculator hydrated changes no store', () => {
    const heard = vi.fn();
    const stop = [$estimate, $estimateNote, $estimateCart].map((store) => store.listen(heard));
    openEstimate('', catalog);
    openEstimate('?utm_source=newsletter', catalog);
    expect(heard).not.toHaveBeenCalled();
    openEstimate('?plans=pro', catalog);
    expect(heard).toHaveBeenCalledTimes(1);
    for (const unlisten of stop) unlisten();
  });

  it('writes every change to the address, replacing the history entry', () => {
    setChosen('plans', 'starter', true);
    setVpsCount('standard-2', 3);
    setGpu('ai-basic', { count: 2, hours: 100 });
    setBillingPeriod('annual');
    expect(history.replaceState).toHaveBeenLastCalledWith(
      null,
      '',
      '/pricing/calculator?billing=annual&plans=starter&vps=standard-2:3&gpus=ai-basic:2:100',
    );
    setChosen('plans', 'starter', false);
    setVpsCount('standard-2', 0);
    setGpu('ai-basic', { count: 0, hours: 100 });
    expect(history.replaceState).toHaveBeenLastCalledWith(null, '', '/pricing/calculator?billing=annual');
    setChosen('plans', 'pro', true);
    resetEstimate();
    expect(history.replaceState).toHaveBeenLastCalledWith(null, '', '/pricing/calculator?billing=annual');
  });
});

describe('Add to cart', () => {
  it('signed out, keeps what the cart can hold in this tab and offers sign-up first', async () => {
    $session.set(null);
    openEstimate('?plans=pro&vps=standard-1:2&gpus=ai-basic:2:100', catalog);
    await addEstimateToCart(catalog);
    expect(location.assign).toHaveBeenCalledWith('/signup');
    expect(fetchMock).not.toHaveBeenCalled();
    expect($estimateCart.get()).toEqual({ status: 'idle' });
    expect(takePendingCart()).toEqual({
      targets: [{ planId: 'pro' }, { instanceId: 'ai-basic', count: 2, billingPeriod: 'monthly' }],
      billingPeriod: 'monthly',
    });
  });

  it('adds every plan the cart can hold with the period, and says which items were not added and why', async () => {
    openEstimate('?billing=annual&plans=starter,pro,enterprise&services=vps-basic&gpus=ai-basic:2:10', catalog);
    reply(200, { success: true, data: { itemCount: 1 } });
    reply(429, { success: false, error: 'Too many requests. Try again in a minute.' });
    reply(200, { success: true, data: { itemCount: 2 } });
    await addEstimateToCart(catalog);
    expect(await sent()).toEqual([
      ['/api/cart/add', { planId: 'starter', billingPeriod: 'annual' }],
      ['/api/cart/add', { planId: 'pro', billingPeriod: 'annual' }],
      ['/api/cart/add', { instanceId: 'ai-basic', count: 2, billingPeriod: 'monthly' }],
    ]);
    expect($cartCount.get()).toBe(2);
    expect($estimateCart.get()).toEqual({
      status: 'done',
      added: ['Starter', 'AI Basic'],
      notAdded: [
        { name: 'Pro', reason: 'Too many requests. Try again in a minute.' },
        { name: 'Enterprise', reason: cartErrors.customPrice },
        { name: 'VPS Basic', reason: cartErrors.outOfStock },
      ],
    });
    expect($toasts.get().map((t) => t.message)).toEqual([estimateMessages.added(2)]);
  });

  it('with nothing the cart can hold, sends nothing and says so', async () => {
    openEstimate('?vps=standard-1:2', catalog);
    await addEstimateToCart(catalog);
    expect(fetchMock).not.toHaveBeenCalled();
    expect($estimateCart.get()).toEqual({
      status: 'done',
      added: [],
      notAdded: [{ name: 'Standard 1', reason: estimateMessages.vpsOnePerLine }],
    });
  });

  it('stops at a 401 (the session is gone): the rest are not added either', async () => {
    openEstimate('?plans=starter,pro', catalog);
    reply(401, { success: false, error: 'Your session has expired. Please log in again.' });
    await addEstimateToCart(catalog);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const state = $estimateCart.get();
    expect(state.status === 'done' && state.notAdded.map((item) => item.name)).toEqual(['Starter', 'Pro']);
  });
});

const plans = new Map(planFile.map((raw) => toPlan(raw)).map((plan) => [plan._id, plan]));
const services = new Map(serviceFile.map((raw) => toService(raw)).map((service) => [service._id, service]));

const ONE_LINE = { count: 1, region: 'New York', regions: ['New York'] };

/** The cart's lines for the plans and services of an estimate, as `GET /api/cart` would return them. */
function cartOf(estimate: Estimate): CartItem[] {
  return [
    ...estimate.plans.map((id) => ({
      id: `p-${id}`,
      planId: plans.get(id) ?? null,
      serviceId: null,
      instanceId: null,
      category: null,
      billingPeriod: estimate.period,
      ...ONE_LINE,
    })),
    ...estimate.services.map((id) => ({
      id: `s-${id}`,
      planId: null,
      serviceId: services.get(id) ?? null,
      instanceId: null,
      category: services.get(id)?.category ?? null,
      billingPeriod: estimate.period,
      ...ONE_LINE,
    })),
  ];
}

describe('property', () => {
  it("for any configuration of plans and services, the calculator's total is what the cart bills: due now (annual) or monthly", () => {
    fc.assert(
      fc.property(anyEstimate, (any) => {
        const estimate = { ...any, vps: {}, gpus: {} };
        const totals = estimateTotals(estimateLines(estimate, catalog), estimate.period);
        $coupon.set({ input: '', applied: null, error: null, checking: false });
        $cart.set({ status: 'ready', items: cartOf(estimate), tax: null, accountId: 'acc' });
        const cart = cartTotals($cart.get(), $coupon.get());
        if (estimate.period === 'annual') expect(toCents(totals.perPeriod)).toBe(cart.dueNow.totalCents);
        else {
          const monthly = cart.metered.reduce((sum, item) => sum + toCents(lineProduct(item)?.monthlyPrice ?? 0), 0);
          expect(cart.dueNow.totalCents).toBe(0);
          expect(toCents(totals.monthly)).toBe(monthly);
        }
      }),
    );
  });
});
