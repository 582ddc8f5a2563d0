// A small client of the Nimbus API for the bench and fault scripts: envelope requests, accounts,
// and the cart items a plan-only load can use.

/** Plans with a price, so adding them always succeeds (the Free plan is included, not ordered). */
export const CART_PLANS = ['starter', 'pro', 'business'];
export const PASSWORD = 'Bench-Sunrise2026';

/** Sends one request; `ip` sets the client the rate limits count (`cf-connecting-ip`); `headers` adds others. */
export async function api(base, method, path, { token, body, ip, headers: extra = {}, timeoutMs = 15_000 } = {}) {
  const headers = { ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  if (ip) headers['cf-connecting-ip'] = ip;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not the envelope; the caller sees json === null.
  }
  return { status: response.status, body: json };
}

/** Where the load accounts are billed (a US address: no tax), so they can check out. */
const BILLING_DETAILS = {
  name: 'Load Test Inc.',
  line1: '1 Market Street',
  postalCode: '94105',
  city: 'San Francisco',
  region: 'CA',
  country: 'US',
};

/**
 * Signs up and logs in one account per index, a few at a time (each costs two PBKDF2 hashes), and
 * gives it billing details, which checkout needs.
 */
export async function makeAccounts(base, count, prefix) {
  const run = `${prefix}-${Date.now().toString(36)}`;
  const accounts = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, async (_, offset) => {
      const i = start + offset;
      const email = `${run}-${i}@example.com`;
      const ip = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const signup = await api(base, 'POST', '/api/auth/signup', {
        ip,
        body: { name: `Load ${i}`, email, password: PASSWORD, terms: true },
      });
      if (signup.status !== 201) throw new Error(`signup ${email}: ${signup.status} ${JSON.stringify(signup.body)}`);
      const login = await api(base, 'POST', '/api/auth/login', { ip, body: { email, password: PASSWORD } });
      if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
      const token = login.body.data.token;
      const billing = await api(base, 'PUT', '/api/billing/details', { ip, token, body: BILLING_DETAILS });
      if (billing.status !== 200)
        throw new Error(`billing details ${email}: ${billing.status} ${JSON.stringify(billing.body)}`);
      return { index: i, email, ip, token };
    });
    accounts.push(...(await Promise.all(batch)));
  }
  return accounts;
}

/** The cart as `{planId: billingPeriod}`. */
export async function cartLines(base, token) {
  const res = await api(base, 'GET', '/api/cart', { token });
  if (res.status !== 200) throw new Error(`GET /api/cart: ${res.status} ${JSON.stringify(res.body)}`);
  const lines = {};
  for (const item of res.body.data.items) {
    const id = item.planId?._id ?? item.serviceId?._id;
    if (id in lines) throw new Error(`two cart lines for ${id}`);
    lines[id] = item.billingPeriod;
  }
  return lines;
}
