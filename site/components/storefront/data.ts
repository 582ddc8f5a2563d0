/** Build-time reads of the catalog collections, in the shapes the API returns (R9). */
import { getCollection } from 'astro:content';
import { byPrice, type Plan, type Service } from '../../shared/catalog';
import { site } from '../../shared/config';

export async function getPlans(): Promise<Plan[]> {
  const entries = await getCollection('plans');
  return entries.map(({ id, data }) => ({ _id: id, ...data })).sort(byPrice);
}

export async function getServices(): Promise<Service[]> {
  const entries = await getCollection('services');
  return entries.map(({ id, data }) => ({ _id: id, ...data })).sort(byPrice);
}

export async function getVpsPlans() {
  return (await getCollection('vpsPlans')).map((entry) => entry.data).sort((a, b) => a.monthlyPrice - b.monthlyPrice);
}

export async function getGpuTypes() {
  return (await getCollection('gpuTypes')).map((entry) => entry.data).sort((a, b) => a.hourlyPrice - b.hourlyPrice);
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
