/** Build-time reads of the catalog collections, in the shapes the API returns (docs/decisions/server-knows-the-catalog.md). */
import { getCollection } from 'astro:content';
import type { EstimateCatalog } from '../../lib/estimate';
import { site } from '../../shared/config';
import { byPrice, type Plan, type Service } from '../../shared/domain/catalog';

export async function getPlans(): Promise<Plan[]> {
  const entries = await getCollection('plans');
  return entries.map(({ id, data }) => ({ _id: id, ...data })).sort(byPrice);
}

export async function getServices(): Promise<Service[]> {
  const entries = await getCollection('services');
  return entries.map(({ id, data }) => ({ _id: id, ...data })).sort(byPrice);
}

export async function getVpsPlans() {
  return (await getCollection('vpsPlans'))
    .map(({ id, data }) => ({ ...data, id }))
    .sort((a, b) => a.monthlyPrice - b.monthlyPrice);
}

export async function getGpuTypes() {
  return (await getCollection('gpuTypes'))
    .map(({ id, data }) => ({ ...data, id }))
    .sort((a, b) => a.hourlyPrice - b.hourlyPrice);
}

export async function getFaqs(page: 'pricing' | 'services') {
  const entries = await getCollection('storefrontFaqs', (entry) => entry.data.page === page);
  return entries
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ id, data }) => ({
      id,
      question: data.question,
      answer: data.answer.replaceAll('{annualDiscount}', `${site.figures.annualDiscountPercent}%`),
    }));
}

/** The calculator's catalog (docs/decisions/calculator-state-in-the-url.md): only the ids, names, prices and stock it prices from, so the page stays light. */
export async function getEstimateCatalog(): Promise<EstimateCatalog> {
  const [plans, vps, gpus, services] = await Promise.all([
    getPlans(),
    getCollection('vpsPlans'),
    getCollection('gpuTypes'),
    getServices(),
  ]);
  return {
    plans: plans.map(({ _id, name, monthlyPrice }) => ({ id: _id, name, monthlyPrice })),
    vps: vps
      .map(({ id, data }) => ({ id, name: data.name, monthlyPrice: data.monthlyPrice }))
      .sort((a, b) => a.monthlyPrice - b.monthlyPrice),
    gpus: gpus
      .map(({ id, data }) => ({ id, name: data.name, hourlyPrice: data.hourlyPrice }))
      .sort((a, b) => a.hourlyPrice - b.hourlyPrice),
    services: services.map(({ _id, name, category, monthlyPrice, isOutOfStock }) => ({
      id: _id,
      name,
      category,
      monthlyPrice,
      isOutOfStock,
    })),
  };
}
