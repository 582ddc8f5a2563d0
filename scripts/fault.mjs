// `npm run fault`: acknowledged writes survive a crash. Starts the Worker (serve.mjs on its own port
// and database), sends cart and profile writes and checkouts from several accounts, SIGKILLs the
// Worker's whole process group mid-load, restarts it on the same local state and checks that every
// acknowledged write is there (a write in flight at the kill may land or not). Checkouts (docs/decisions/checkout-creates-orders.md): every
// acknowledged order exists with all its lines, no order exists that nobody placed, and a checkout in
// flight at the kill, retried with its Idempotency-Key as a browser would, ends in exactly one whole
// order with the cart empty (no half order). Exits non-zero on any loss.
// Usage: node scripts/fault.mjs [--short] [--rounds N] [--load-seconds S] [--users N] [--port 8791] [--inject-loss]
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { api, CART_PLANS, cartLines, makeAccounts } from './lib/nimbus-client.mjs';
import { startServer } from './lib/nimbus-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const short = args.includes('--short');
// Proves the check can fail: drops one acknowledged cart line behind the model's back after a restart.
const injectLoss = args.includes('--inject-loss');
const rounds = option('--rounds', short ? 1 : 3);
const loadSeconds = option('--load-seconds', short ? 4 : 8);
const userCount = option('--users', short ? 8 : 16);
const port = option('--port', 8791);
const persist = '.wrangler/fault-state';
// The API is all this test needs: an empty site folder spares it a build.
const dist = '.wrangler/fault-dist';

const started = Date.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let requestCounter = 0;
/** A new client address per request, so the 300 cart writes a minute per client do not stop the load. */
const nextIp = (user) => {
  requestCounter += 1;
  return `10.${user.index % 256}.${Math.floor(requestCounter / 256) % 256}.${requestCounter % 256}`;
};

/**
 * What each account must hold: per plan the acknowledged state (a billing period, or null for not in
 * the cart), and the last acknowledged company name; `inflight` is the one write without an answer.
 */
function newModel(user) {
  return { user, cart: emptyCart(), company: '', orders: [], inflight: null };
}

const emptyCart = () => Object.fromEntries(CART_PLANS.map((id) => [id, null]));
/** The cart lines as `{planId: billingPeriod}`, without the absent ones. */
const linesOf = (cart) => Object.fromEntries(Object.entries(cart).filter(([, period]) => period !== null));
const sameLines = (a, b) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

function randomOp(model, seq) {
  const roll = Math.random();
  if (roll < 0.1) return { kind: 'checkout', key: crypto.randomUUID(), expected: linesOf(model.cart) };
  if (roll < 0.3) return { kind: 'profile', value: `Co ${model.user.index}-${seq}` };
  const planId = CART_PLANS[Math.floor(Math.random() * CART_PLANS.length)];
  if (roll < 0.65) return { kind: 'add', planId, period: Math.random() < 0.5 ? 'monthly' : 'annual' };
  return { kind: 'remove', planId };
}

const stats = {
  acked: 0,
  refused: 0,
  rateLimited: 0,
  serverErrors: 0,
  inflightAtKill: 0,
  orders: 0,
  emptyCheckouts: 0,
  checkoutsInFlight: 0,
  retriedLanded: 0,
  retriedPlaced: 0,
};

const checkout = (base, model, op, ip) =>
  api(base, 'POST', '/api/orders', { token: model.user.token, ip, headers: { 'Idempotency-Key': op.key }, body: {} });

/** An acknowledged order: the model remembers what it must hold and the cart is empty now. */
function acknowledgeOrder(model, op, body) {
  const { id, lines } = body.data;
  const got = Object.fromEntries(lines.map((line) => [line.itemId, line.billingPeriod]));
  if (!sameLines(got, op.expected))
    model.mismatch = `order ${id} holds ${JSON.stringify(got)}, the cart held ${JSON.stringify(op.expected)}`;
  model.orders.push({ id, expected: op.expected });
  model.cart = emptyCart();
}

/** One account's writes, strictly one after another, until `stop()` or the server goes away. */
async function writer(base, model, shouldStop) {
  let seq = 0;
  while (!shouldStop()) {
    seq += 1;
    const op = randomOp(model, seq);
    model.inflight = op;
    const { token } = model.user;
    const ip = nextIp(model.user);
    let res;
    try {
      if (op.kind === 'checkout') res = await checkout(base, model, op, ip);
      else if (op.kind === 'profile')
        res = await api(base, 'PUT', '/api/profile', {
          token,
          ip,
          body: { name: `Load ${model.user.index}`, companyName: op.value },
        });
      else if (op.kind === 'add')
        res = await api(base, 'POST', '/api/cart/add', {
          token,
          ip,
          body: { planId: op.planId, billingPeriod: op.period },
        });
      else res = await api(base, 'DELETE', '/api/cart/remove', { token, ip, body: { planId: op.planId } });
    } catch {
      // No answer: the server died with this write in flight. It stays `inflight`.
      stats.inflightAtKill += 1;
      if (op.kind === 'checkout') stats.checkoutsInFlight += 1;
      return;
    }
    if (res.status >= 500) {
      // Not acknowledged, and it may have been applied: treat it like a write in flight.
      stats.serverErrors += 1;
      return;
    }
    model.inflight = null;
    if (res.status === 429) stats.rateLimited += 1;
    else if (op.kind === 'checkout' && (res.status === 201 || res.status === 200)) {
      stats.acked += 1;
      stats.orders += 1;
      acknowledgeOrder(model, op, res.body);
    } else if (op.kind === 'checkout' && res.status === 400 && res.body?.error === 'Your cart is empty.') {
      if (Object.keys(op.expected).length > 0) model.mismatch = 'checkout answered "empty cart" for a full cart';
      stats.emptyCheckouts += 1;
    } else if (op.kind === 'remove' && res.status === 404) {
      // "Not in the cart" is an answer too: the model must agree.
      if (model.cart[op.planId] !== null) model.mismatch = `remove ${op.planId} answered 404 but it was acknowledged`;
      stats.refused += 1;
    } else if (res.status === 200) {
      stats.acked += 1;
      if (op.kind === 'profile') model.company = op.value;
      if (op.kind === 'add') model.cart[op.planId] = op.period;
      if (op.kind === 'remove') model.cart[op.planId] = null;
    } else {
      stats.refused += 1;
      model.mismatch = `${op.kind} answered ${res.status}: ${JSON.stringify(res.body)}`;
      return;
    }
  }
}

/** Compares the restarted server with the model; adopts what it finds where a write was in flight. */
async function verify(base, models) {
  const losses = [];
  for (const model of models) {
    if (model.inflight?.kind === 'checkout') {
      // The browser retries an unanswered checkout with the same key: landed → 200, not landed → 201.
      const op = model.inflight;
      const res = await checkout(base, model, op, '10.255.255.2');
      if (res.status === 200 || res.status === 201) {
        stats[res.status === 200 ? 'retriedLanded' : 'retriedPlaced'] += 1;
        acknowledgeOrder(model, op, res.body);
      } else if (!(res.status === 400 && Object.keys(op.expected).length === 0))
        losses.push(`${model.user.email}: retried checkout answered ${res.status} ${JSON.stringify(res.body)}`);
      model.inflight = null;
    }
    losses.push(...(await verifyOrders(base, model)));
    const found = await cartLines(base, model.user.token);
    const profile = await api(base, 'GET', '/api/profile', { token: model.user.token });
    if (profile.status !== 200) throw new Error(`GET /api/profile: ${profile.status}`);
    const op = model.inflight;
    for (const planId of CART_PLANS) {
      const acked = model.cart[planId];
      const now = found[planId] ?? null;
      const allowed = [acked];
      if (op && op.planId === planId) allowed.push(op.kind === 'add' ? op.period : null);
      if (!allowed.includes(now))
        losses.push(`${model.user.email}: ${planId} is ${now ?? 'absent'}, acknowledged ${acked ?? 'absent'}`);
      else model.cart[planId] = now;
    }
    for (const id of Object.keys(found))
      if (!CART_PLANS.includes(id)) losses.push(`${model.user.email}: unexpected line ${id}`);
    const company = profile.body.data.companyName;
    const allowedCompany = [model.company, ...(op?.kind === 'profile' ? [op.value] : [])];
    if (!allowedCompany.includes(company))
      losses.push(`${model.user.email}: company is "${company}", acknowledged "${model.company}"`);
    else model.company = company;
    if (model.mismatch) losses.push(`${model.user.email}: ${model.mismatch}`);
    model.inflight = null;
  }
  return losses;
}

/** Exactly the acknowledged orders, each whole: every line, the count it was placed with, its state. */
async function verifyOrders(base, model) {
  const losses = [];
  const { token, email } = model.user;
  const list = await api(base, 'GET', '/api/orders', { token });
  if (list.status !== 200) throw new Error(`GET /api/orders: ${list.status}`);
  const found = list.body.data.orders;
  const ids = new Set(found.map((order) => order.id));
  for (const { id } of model.orders) if (!ids.has(id)) losses.push(`${email}: acknowledged order ${id} is missing`);
  for (const summary of found) {
    const placed = model.orders.find((order) => order.id === summary.id);
    if (!placed) {
      losses.push(`${email}: order ${summary.number} that nobody was told about`);
      continue;
    }
    const detail = await api(base, 'GET', `/api/orders/${summary.id}`, { token });
    const lines = detail.body?.data?.lines ?? [];
    const got = Object.fromEntries(lines.map((line) => [line.itemId, line.billingPeriod]));
    if (lines.length !== summary.itemCount || lines.length === 0)
      losses.push(`${email}: half order ${summary.number}: ${lines.length} of ${summary.itemCount} lines`);
    else if (!sameLines(got, placed.expected))
      losses.push(
        `${email}: order ${summary.number} holds ${JSON.stringify(got)}, placed ${JSON.stringify(placed.expected)}`,
      );
    // Annual lines are invoiced at checkout (pending payment); monthly-only orders are confirmed.
    const status = Object.values(placed.expected).includes('annual') ? 'pendingPayment' : 'confirmed';
    if (summary.status !== status) losses.push(`${email}: order ${summary.number} is ${summary.status}, not ${status}`);
  }
  return losses;
}

async function dropOneLine(base, models) {
  for (const model of models)
    for (const planId of CART_PLANS)
      if (model.cart[planId] !== null && model.inflight?.planId !== planId) {
        await api(base, 'DELETE', '/api/cart/remove', {
          token: model.user.token,
          ip: '10.255.255.1',
          body: { planId },
        });
        console.log(`  (--inject-loss: removed ${planId} from ${model.user.email})`);
        return;
      }
}

await mkdir(dist, { recursive: true });
await writeFile(`${dist}/index.html`, '<!doctype html><title>Nimbus fault test</title>\n');
let server = null;
let failed = false;
try {
  console.log(`Fault test: ${rounds} kill(s), ${loadSeconds} s of load each, ${userCount} accounts, port ${port}`);
  server = await startServer({ port, persist, fresh: true, dist });
  const models = (await makeAccounts(server.base, userCount, 'fault')).map(newModel);
  for (let round = 1; round <= rounds; round++) {
    let stopping = false;
    const writers = models.map((model) => writer(server.base, model, () => stopping));
    // Kill at a random moment in the second half of the load, with every writer busy.
    await sleep(loadSeconds * 1000 * (0.5 + Math.random() * 0.5));
    const ackedBefore = stats.acked;
    await server.kill('SIGKILL');
    server = null;
    stopping = true;
    await Promise.allSettled(writers);
    console.log(
      `  round ${round}: SIGKILL after ${ackedBefore} acknowledged writes in total; restarting on the same state`,
    );
    // As after a crash: the Worker comes back on the database as it was, with no migration or seed run.
    server = await startServer({ port, persist, setup: false, dist });
    if (injectLoss) await dropOneLine(server.base, models);
    const losses = await verify(server.base, models);
    if (losses.length > 0) {
      failed = true;
      console.error(`  round ${round}: ${losses.length} acknowledged write(s) LOST:`);
      for (const loss of losses.slice(0, 20)) console.error(`    ${loss}`);
    } else
      console.log(
        `  round ${round}: every acknowledged cart line, profile value and order is there, every order whole`,
      );
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  if (server) await server.kill('SIGTERM');
  await rm(persist, { recursive: true, force: true });
  await rm(dist, { recursive: true, force: true });
}

console.log(
  `\n${stats.acked} acknowledged writes, ${stats.refused} refused, ${stats.rateLimited} rate limited (429), ` +
    `${stats.serverErrors} 5xx, ${stats.inflightAtKill} in flight at a kill`,
);
console.log(
  `Checkouts: ${stats.orders} orders acknowledged, ${stats.emptyCheckouts} answered "empty cart", ` +
    `${stats.checkoutsInFlight} in flight at a kill (retried with their key: ${stats.retriedLanded} had landed → 200, ` +
    `${stats.retriedPlaced} had not → 201)`,
);
console.log(`Fault test ${failed ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
