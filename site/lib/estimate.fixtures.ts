/** Test fixtures for the calculator: its catalog from the real catalog files, and any estimate over it. */
import fc from 'fast-check';
import gpuFile from '../../content/catalog/gpus.json';
import planFile from '../../content/catalog/plans.json';
import serviceFile from '../../content/catalog/services.json';
import vpsFile from '../../content/catalog/vps.json';
import { toPlan, toService } from '../shared/domain/catalog';
import { MAX_HOURS_PER_MONTH } from '../shared/domain/hourly';
import { type Estimate, type EstimateCatalog, MAX_COUNT } from './estimate';

/** What the page hands the island, from the same files the page is built from. */
export const catalog: EstimateCatalog = {
  plans: planFile.map((raw) => toPlan(raw)).map(({ _id, name, monthlyPrice }) => ({ id: _id, name, monthlyPrice })),
  vps: vpsFile.map(({ id, name, monthlyPrice }) => ({ id, name, monthlyPrice })),
  gpus: gpuFile.map(({ id, name, hourlyPrice }) => ({ id, name, hourlyPrice })),
  services: serviceFile
    .map((raw) => toService(raw))
    .map(({ _id, name, category, monthlyPrice, isOutOfStock }) => ({
      id: _id,
      name,
      category,
      monthlyPrice,
      isOutOfStock,
    })),
};

const ids = (items: { id: string }[]) => fc.subarray(items.map((item) => item.id));

function someOf<T>(items: { id: string }[], value: fc.Arbitrary<T>): fc.Arbitrary<Record<string, T>> {
  return fc
    .subarray(items.map((item) => item.id))
    .chain((chosen) => fc.tuple(...chosen.map((id) => value.map((v) => [id, v] as const))))
    .map((entries) => Object.fromEntries(entries));
}

/** Any estimate over the real catalog, each part in any order. */
export const anyEstimate: fc.Arbitrary<Estimate> = fc.record({
  period: fc.constantFrom('monthly' as const, 'annual' as const),
  plans: ids(catalog.plans).chain((list) => fc.shuffledSubarray(list, { minLength: list.length })),
  services: ids(catalog.services).chain((list) => fc.shuffledSubarray(list, { minLength: list.length })),
  vps: someOf(catalog.vps, fc.integer({ min: 1, max: MAX_COUNT })),
  gpus: someOf(
    catalog.gpus,
    fc.record({
      count: fc.integer({ min: 1, max: MAX_COUNT }),
      hours: fc.integer({ min: 0, max: MAX_HOURS_PER_MONTH }),
    }),
  ),
});
