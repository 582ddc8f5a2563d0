/**
 * The price calculator's estimate (docs/decisions/calculator-state-in-the-url.md): what the visitor chose, kept in the page's address so a
 * copied link reopens it, and its "Add to cart". Lines and totals are `lib/estimate.ts`.
 */

import { atom } from 'nanostores';
import {
  cartTargets,
  decodeEstimate,
  type Estimate,
  type EstimateCatalog,
  emptyEstimate,
  encodeEstimate,
  estimateLines,
  estimateMessages,
} from '../lib/estimate';
import type { BillingPeriod } from '../shared/domain/pricing';

export const CALCULATOR_PATH = '/pricing/calculator';

export const $estimate = atom<Estimate>(emptyEstimate());

/** The gentle note shown when the page opened with a link that could not be read (never an error page). */
export const $estimateNote = atom<string | null>(null);

export type EstimateCartState =
  | { status: 'idle' }
  | { status: 'adding' }
  | { status: 'done'; added: string[]; notAdded: { name: string; reason: string }[] };

/** The last "Add to cart" and what became of each item; any change to the estimate clears it. */
export const $estimateCart = atom<EstimateCartState>({ status: 'idle' });

/** The calculator's address for an estimate: the path, plus the estimate when it is not empty. */
export function estimateUrl(estimate: Estimate = $estimate.get()): string {
  const query = encodeEstimate(estimate);
  return query ? `${CALCULATOR_PATH}?${query}` : CALCULATOR_PATH;
}

/** Opens the estimate of the page's address; an unreadable one opens empty, with the note. */
export function openEstimate(search: string, catalog: EstimateCatalog) {
  const { estimate, malformed } = decodeEstimate(search, catalog);
  // Opening the empty estimate the page was rendered with changes nothing: no store is set, so the
  // whole calculator is not drawn again right after it hydrated (a long task on a slow phone).
  if (encodeEstimate(estimate) !== encodeEstimate($estimate.get())) $estimate.set(estimate);
  $estimateNote.set(malformed ? estimateMessages.malformedLink : null);
  if ($estimateCart.get().status !== 'idle') $estimateCart.set({ status: 'idle' });
}

function change(next: Estimate) {
  $estimate.set(next);
  $estimateCart.set({ status: 'idle' });
  // Replace, not push: typing a count should not fill the back button with every keystroke.
  window.history.replaceState(window.history.state, '', estimateUrl(next));
}

export function setBillingPeriod(period: BillingPeriod) {
  change({ ...$estimate.get(), period });
}

/** Puts a plan or service in the estimate, or takes it out (each at most once, as in the cart). */
export function setChosen(kind: 'plans' | 'services', id: string, chosen: boolean) {
  const current = $estimate.get();
  const without = current[kind].filter((item) => item !== id);
  change({ ...current, [kind]: chosen ? [...without, id] : without });
}

export function setVpsCount(id: string, count: number) {
  const current = $estimate.get();
  const vps = { ...current.vps };
  if (count > 0) vps[id] = count;
  else delete vps[id];
  change({ ...current, vps });
}

export function setGpu(id: string, gpu: { count: number; hours: number }) {
  const current = $estimate.get();
  const gpus = { ...current.gpus };
  if (gpu.count > 0) gpus[id] = gpu;
  else delete gpus[id];
  change({ ...current, gpus });
}

/** Empties the estimate (keeping its billing period) and the note. */
export function resetEstimate() {
  $estimateNote.set(null);
  change(emptyEstimate($estimate.get().period));
}

/**
 * Puts every item the cart can hold in it with the estimate's billing period (docs/decisions/calculator-state-in-the-url.md), and records
 * which were not added and why. Signed out, it goes to the login page that returns to this
 * estimate (docs/decisions/return-after-sign-in.md).
 */
export async function addEstimateToCart(catalog: EstimateCatalog) {
  const estimate = $estimate.get();
  const lines = estimateLines(estimate, catalog);
  const targets = cartTargets(lines);
  const notAdded = lines.flatMap((line) => (line.notCartable ? [{ name: line.name, reason: line.notCartable }] : []));
  if (targets.length === 0) {
    $estimateCart.set({ status: 'done', added: [], notAdded });
    return;
  }
  $estimateCart.set({ status: 'adding' });
  // The cart store, the session and the API client load on the first Add to cart, not with the page
  // (as on /services): the calculator stays within a form page's JS budget.
  const { addItemsToCart, targetId, toast } = await import('./cart-on-demand');
  const outcome = await addItemsToCart(targets, estimate.period);
  if (outcome === null) {
    $estimateCart.set({ status: 'idle' });
    return;
  }
  const nameOf = (target: (typeof targets)[number]) => {
    const id = targetId(target);
    return lines.find((line) => line.id === id)?.name ?? id;
  };
  const failed = new Set(outcome.failed.map((failure) => failure.target));
  $estimateCart.set({
    status: 'done',
    added: targets.filter((target) => !failed.has(target)).map(nameOf),
    notAdded: [
      ...outcome.failed.map((failure) => ({ name: nameOf(failure.target), reason: failure.error })),
      ...notAdded,
    ],
  });
  if (outcome.added > 0) toast(estimateMessages.added(outcome.added), 'success');
}
