/**
 * The catalog's shapes and the one conversion from the writers' data files in
 * `content/catalog/` to them. Used by the pages (build time), the seed step (Node, which runs
 * this file by stripping its types, so it has no imports) and the worker. The API's answers
 * (`api/plans.ts`, `api/coupons.ts`) are checked against these types in `api/plans.test.ts`.
 */

export const SERVICE_CATEGORIES = ['kvmVps', 'dedicatedServers', 'additionalServices'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** A coupon takes a percentage off the subtotal, or a fixed amount in US dollars. */
export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const CATEGORY_LABELS: Record<ServiceCategory, string> = {
  kvmVps: 'KVM VPS',
  dedicatedServers: 'Dedicated servers',
  additionalServices: 'Additional services',
};

/** A server plan as `GET /api/plans` returns it; sizes in bytes, a null price means custom pricing. */
export type Plan = {
  _id: string;
  name: string;
  monthlyPrice: number | null;
  description: string;
  features: string[];
  cpuCores: number;
  ram: number;
  storage: number;
  bandwidth: number;
};

/** A service (KVM VPS, dedicated server or add-on); add-ons have no hardware figures. */
export type Service = {
  _id: string;
  category: ServiceCategory;
  name: string;
  monthlyPrice: number | null;
  description: string;
  features: string[];
  /** The data centers where it can be ordered, or all of them. */
  locations: string[] | 'All';
  isOutOfStock: boolean;
  cpuCores: number | null;
  ram: number | null;
  storage: number | null;
  bandwidth: number | null;
};

/** What an instance type is: a VPS size (a monthly price) or a GPU instance (an hourly price). */
export const INSTANCE_KINDS = ['vps', 'gpu'] as const;
export type InstanceKind = (typeof INSTANCE_KINDS)[number];

/**
 * A VPS size or GPU instance as the cart carries it. A VPS size has a monthly price, a GPU only an
 * hourly one; the one its kind uses is null for custom pricing.
 */
export type InstanceType = {
  _id: string;
  kind: InstanceKind;
  name: string;
  monthlyPrice: number | null;
  hourlyPrice: number | null;
  description: string;
  specs: string[];
  /** The data centers where it can be ordered, or all of them. */
  locations: string[] | 'All';
  isOutOfStock: boolean;
};

export type Coupon = { code: string; discountType: DiscountType; discountValue: number };

/** A coupon row as the data file and the seed know it. */
export type CouponRecord = Coupon & { expiresAt: string | null; active: boolean };

const UNITS = { B: 0, KB: 1, MB: 2, GB: 3, TB: 4, PB: 5 } as const;
export const SIZE_PATTERN = /^(\d+(?:\.\d+)?)\s*(B|KB|MB|GB|TB|PB)$/i;

/** "512 MB" → bytes, binary units (1 GB = 1024³ bytes, the divisor the pages use). */
export function parseSize(text: string): number {
  const match = SIZE_PATTERN.exec(text.trim());
  if (!match?.[1] || !match[2]) throw new Error(`"${text}" is not a size like "512 MB" or "2 TB"`);
  const unit = match[2].toUpperCase() as keyof typeof UNITS;
  return Math.round(Number(match[1]) * 1024 ** UNITS[unit]);
}

type Raw = Record<string, unknown>;

function fail(file: string, id: unknown, field: string, expected: string): never {
  throw new Error(`content/catalog/${file}: entry "${String(id)}", field "${field}": expected ${expected}`);
}

function str(file: string, raw: Raw, field: string): string {
  const value = raw[field];
  if (typeof value !== 'string' || value.trim() === '') fail(file, raw.id, field, 'a non-empty string');
  return value;
}

function price(file: string, raw: Raw, field: string): number | null {
  const value = raw[field];
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    fail(file, raw.id, field, 'a price ≥ 0 or null');
  return value;
}

function strings(file: string, raw: Raw, field: string): string[] {
  const value = raw[field];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    fail(file, raw.id, field, 'a list of strings');
  return value as string[];
}

function size(file: string, raw: Raw, field: string): number {
  const value = raw[field];
  if (typeof value !== 'string' || !SIZE_PATTERN.test(value)) fail(file, raw.id, field, 'a size like "512 MB"');
  return parseSize(value);
}

function count(file: string, raw: Raw, field: string): number {
  const value = raw[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    fail(file, raw.id, field, 'a whole number ≥ 1');
  return value;
}

export function toPlan(raw: Raw): Plan {
  const file = 'plans.json';
  return {
    _id: str(file, raw, 'id'),
    name: str(file, raw, 'name'),
    monthlyPrice: price(file, raw, 'monthlyPrice'),
    description: str(file, raw, 'description'),
    features: strings(file, raw, 'features'),
    cpuCores: count(file, raw, 'cpuCores'),
    ram: size(file, raw, 'ram'),
    storage: size(file, raw, 'storage'),
    bandwidth: size(file, raw, 'bandwidth'),
  };
}

export function toService(raw: Raw): Service {
  const file = 'services.json';
  const category = raw.category;
  if (!SERVICE_CATEGORIES.includes(category as ServiceCategory))
    fail(file, raw.id, 'category', SERVICE_CATEGORIES.join(' | '));
  const locations = raw.locations === 'All' ? 'All' : strings(file, raw, 'locations');
  if (typeof raw.isOutOfStock !== 'boolean') fail(file, raw.id, 'isOutOfStock', 'true or false');
  const optional = <T>(field: string, read: (f: string, r: Raw, n: string) => T) =>
    raw[field] === null || raw[field] === undefined ? null : read(file, raw, field);
  return {
    _id: str(file, raw, 'id'),
    category: category as ServiceCategory,
    name: str(file, raw, 'name'),
    monthlyPrice: price(file, raw, 'monthlyPrice'),
    description: str(file, raw, 'description'),
    features: strings(file, raw, 'features'),
    locations,
    isOutOfStock: raw.isOutOfStock,
    cpuCores: optional('cpuCores', count),
    ram: optional('ram', size),
    storage: optional('storage', size),
    bandwidth: optional('bandwidth', size),
  };
}

/** Where an item may run and whether it is out of stock: optional in vps.json and gpus.json (all, in stock). */
function availability(file: string, raw: Raw): Pick<InstanceType, 'locations' | 'isOutOfStock'> {
  const locations = raw.locations === undefined || raw.locations === 'All' ? 'All' : strings(file, raw, 'locations');
  const out = raw.isOutOfStock ?? false;
  if (typeof out !== 'boolean') fail(file, raw.id, 'isOutOfStock', 'true or false');
  return { locations, isOutOfStock: out };
}

export function toVpsSize(raw: Raw): InstanceType {
  const file = 'vps.json';
  return {
    _id: str(file, raw, 'id'),
    kind: 'vps',
    name: str(file, raw, 'name'),
    monthlyPrice: price(file, raw, 'monthlyPrice'),
    hourlyPrice: null,
    description: str(file, raw, 'description'),
    specs: strings(file, raw, 'specs'),
    ...availability(file, raw),
  };
}

export function toGpuInstance(raw: Raw): InstanceType {
  const file = 'gpus.json';
  return {
    _id: str(file, raw, 'id'),
    kind: 'gpu',
    name: str(file, raw, 'name'),
    monthlyPrice: null,
    hourlyPrice: price(file, raw, 'hourlyPrice'),
    description: str(file, raw, 'bestFor'),
    specs: [
      str(file, raw, 'gpu'),
      `${str(file, raw, 'gpuMemory')} GPU memory`,
      `${count(file, raw, 'vcpus')} vCPUs`,
      `${str(file, raw, 'ram')} RAM`,
    ],
    ...availability(file, raw),
  };
}

/** The price an instance type is ordered at, or null for custom pricing: monthly for VPS sizes, hourly for GPUs. */
export function instancePrice(item: Pick<InstanceType, 'kind' | 'monthlyPrice' | 'hourlyPrice'>): number | null {
  return item.kind === 'gpu' ? item.hourlyPrice : item.monthlyPrice;
}

export function toCoupon(raw: Raw): CouponRecord {
  const file = 'coupons.json';
  const code = str(file, raw, 'code').trim().toUpperCase();
  const discountType = raw.discountType as DiscountType;
  if (!DISCOUNT_TYPES.includes(discountType)) fail(file, code, 'discountType', DISCOUNT_TYPES.join(' | '));
  const value = raw.discountValue;
  const max = discountType === 'percentage' ? 100 : Number.POSITIVE_INFINITY;
  if (typeof value !== 'number' || !(value > 0) || value > max)
    fail(file, code, 'discountValue', `a number in (0, ${max}]`);
  const expiresAt = raw.expiresAt ?? null;
  if (expiresAt !== null && (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))))
    fail(file, code, 'expiresAt', 'an ISO date or null');
  if (typeof raw.active !== 'boolean') fail(file, code, 'active', 'true or false');
  return { code, discountType, discountValue: value, expiresAt, active: raw.active };
}

/** Catalog order everywhere (the API's `ORDER BY` says the same): by price, custom-priced last, then by name. */
export function byPrice<T extends { monthlyPrice: number | null; name: string }>(a: T, b: T): number {
  if (a.monthlyPrice !== b.monthlyPrice) {
    if (a.monthlyPrice === null) return 1;
    if (b.monthlyPrice === null) return -1;
    return a.monthlyPrice - b.monthlyPrice;
  }
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Whether a service can be ordered in a data center (a location filter on the services page). */
export function availableIn(service: Pick<Service, 'locations'>, location: string): boolean {
  return service.locations === 'All' || service.locations.includes(location);
}

/** The plans and services that carry the "Most Popular" badge. */
export const MOST_POPULAR = ['Pro', 'VPS Pro', 'Dedicated Pro'] as const;

export function isMostPopular(name: string): boolean {
  return (MOST_POPULAR as readonly string[]).includes(name);
}
