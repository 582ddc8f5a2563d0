// A reset request's "similar time whether or not the account exists" (docs/decisions/password-reset.md), measured (not asserted: this machine's
// speed varies ~2x). Against a running server (`node scripts/serve.mjs --port 8861 ...`), it sends
// POST /api/auth/forgot-password for addresses with and without an account, interleaved, each from
// its own client and each address at most 3 times (the per-address limit), and prints the median,
// the 10th-90th percentile range of each, and the ratio of the medians. Requests are `--pause` ms
// apart, so the mail one request sends after its answer does not land in the next one's timing.
// Usage: node scripts/reset-timing.mjs [--port 8861] [--rounds 60] [--pause 250]
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const base = `http://127.0.0.1:${option('--port', '8861')}`;
const rounds = Number(option('--rounds', '60'));
const pause = Number(option('--pause', '250'));
// Each request its own client address (a fresh range per run), so per-client limits never answer.
const range = Math.floor(Math.random() * 250);
let clients = 0;
const client = () => {
  clients += 1;
  return `10.${range}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};

async function post(path, body) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': client() },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

const run = Date.now().toString(36);
const accounts = [];
for (let i = 0; i < Math.ceil(rounds / 3); i++) {
  const email = `timing.${run}.${i}@example.com`;
  const res = await post('/api/auth/signup', { name: 'Timing', email, password: 'Sunrise2026', terms: true });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  accounts.push(email);
}

const known = [];
const unknown = [];
const answers = new Set();
// A few unmeasured requests first, so neither side pays for warming up.
for (let i = 0; i < 5; i++) await post('/api/auth/forgot-password', { email: `warmup.${run}.${i}@example.com` });
for (let i = 0; i < rounds; i++) {
  const pair = [
    [known, accounts[Math.floor(i / 3)]],
    [unknown, `nobody.${run}.${i}@example.com`],
  ];
  if (i % 2) pair.reverse();
  for (const [samples, email] of pair) {
    const res = await post('/api/auth/forgot-password', { email });
    if (res.status !== 200) throw new Error(`forgot-password answered ${res.status} ${res.text}`);
    answers.add(res.text);
    samples.push(res.ms);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const line = (label, values) =>
  `${label.padEnd(16)} median ${percentile(values, 50).toFixed(1)} ms  (p10 ${percentile(values, 10).toFixed(1)}, p90 ${percentile(values, 90).toFixed(1)})  n=${values.length}`;
console.log(line('account exists', known));
console.log(line('no account', unknown));
console.log(`ratio of medians (exists / none): ${(percentile(known, 50) / percentile(unknown, 50)).toFixed(2)}`);
console.log(`distinct answer bodies: ${answers.size}`);
