// A local stand-in for VIES, the European Commission's VAT number service, speaking its REST contract
// (POST /check-vat-number), so `npm start`, `npm run dev` and the tests need no network
// (docs/decisions/vat-numbers-confirmed-with-vies.md). It confirms exactly the four numbers below and
// refuses every other. Switches, for the tests of VIES trouble:
//   VIES_STAND_IN_MODE=unavailable at start: every check answers MS_UNAVAILABLE;
//   PUT /stand-in/member-states/{CC} with {"answer": "unavailable" | "busy" | "slow" | "normal"}: one
//   member state answers MS_UNAVAILABLE, MS_MAX_CONCURRENT_REQ, late (after 30 s), or normally again.
// Run alone: node scripts/vies-stand-in.mjs [--port 8796] (VIES_PORT also sets the port).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** The numbers VIES "knows" here, as country code + number. Only this file has this list. */
const REGISTERED = new Map([
  ['DE136695976', { name: 'Analytical Engines GmbH', address: 'Unter den Linden 1\n10117 Berlin' }],
  ['FR40303265045', { name: 'SA Lumière Calcul', address: '12 Rue de la Paix\n75002 Paris' }],
  ['IE6388047V', { name: 'Babbage Difference Ltd', address: '1 Grand Canal Square\nDublin 2' }],
  ['NL004495445B01', { name: 'Hollerith Tabulators B.V.', address: 'Damrak 1\n1012 LG Amsterdam' }],
]);

const SLOW_MS = 30_000;
const ANSWERS = new Set(['unavailable', 'busy', 'slow', 'normal']);

/** VIES's error answer: HTTP status and `errorWrappers`, as the REST service sends them. */
function failure(res, status, error, message) {
  send(res, status, { actionSucceed: false, errorWrappers: [{ error, message }] });
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req) {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 10_000) return null;
  }
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The consultation number VIES gives a check made with a requester: "WAPI" and 12 more characters. */
const consultationNumber = () => `WAPI${randomBytes(9).toString('base64url').toUpperCase().slice(0, 12)}`;

/** The stand-in's request handler; `state.all` and `state.byState` hold the switches. */
function handler(state) {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const switchPath = /^\/stand-in\/member-states\/([A-Z]{2})$/.exec(url.pathname);
    if (req.method === 'PUT' && switchPath) {
      const body = await readJson(req);
      if (!body || !ANSWERS.has(body.answer)) return send(res, 400, { error: 'answer: unavailable|busy|slow|normal' });
      if (body.answer === 'normal') state.byState.delete(switchPath[1]);
      else state.byState.set(switchPath[1], body.answer);
      return send(res, 200, { memberState: switchPath[1], answer: body.answer });
    }
    if (req.method === 'GET' && url.pathname === '/stand-in') return send(res, 200, { standIn: 'vies' });
    if (req.method !== 'POST' || url.pathname !== '/check-vat-number') {
      return failure(res, 404, 'INVALID_INPUT', 'Not found');
    }
    const body = await readJson(req);
    const countryCode = typeof body?.countryCode === 'string' ? body.countryCode : '';
    const vatNumber = typeof body?.vatNumber === 'string' ? body.vatNumber : '';
    if (!/^[A-Z]{2}$/.test(countryCode) || !/^[0-9A-Z+*]{2,12}$/.test(vatNumber)) {
      return failure(res, 400, 'INVALID_INPUT', 'The provided CountryCode or VAT number is invalid.');
    }
    const answer = state.all ?? state.byState.get(countryCode);
    if (answer === 'unavailable') return failure(res, 500, 'MS_UNAVAILABLE', 'Member State service unavailable.');
    if (answer === 'busy')
      return failure(res, 500, 'MS_MAX_CONCURRENT_REQ', 'Too many requests for this Member State.');
    if (answer === 'slow') {
      // Late, or never for a caller that gave up: nothing of it keeps the process alive.
      await new Promise((resolve) => {
        setTimeout(resolve, SLOW_MS).unref();
        res.once('close', resolve);
      });
      if (res.destroyed) return;
    }
    const known = REGISTERED.get(countryCode + vatNumber);
    const requester = typeof body.requesterNumber === 'string' && body.requesterNumber !== '';
    send(res, 200, {
      countryCode,
      vatNumber,
      requestDate: new Date().toISOString(),
      valid: Boolean(known),
      requestIdentifier: requester ? consultationNumber() : '',
      name: known?.name ?? '---',
      address: known?.address ?? '---',
      traderName: '---',
      traderStreet: '---',
      traderPostalCode: '---',
      traderCity: '---',
      traderCompanyType: '---',
      traderNameMatch: 'NOT_PROCESSED',
      traderStreetMatch: 'NOT_PROCESSED',
      traderPostalCodeMatch: 'NOT_PROCESSED',
      traderCityMatch: 'NOT_PROCESSED',
      traderCompanyTypeMatch: 'NOT_PROCESSED',
    });
  };
}

const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });

/**
 * Starts the stand-in on 127.0.0.1:`port` (VIES_PORT, else 8796); when that port is taken (another run
 * on this machine), on a free port instead. Answers its base address and `close`.
 */
export async function startViesStandIn({ port = Number(process.env.VIES_PORT ?? 8796), log = () => {} } = {}) {
  const state = { all: process.env.VIES_STAND_IN_MODE === 'unavailable' ? 'unavailable' : null, byState: new Map() };
  const server = createServer(handler(state));
  let bound;
  try {
    bound = await listen(server, port);
  } catch (error) {
    if (error.code !== 'EADDRINUSE') throw error;
    bound = await listen(server, 0);
    log(`  Port ${port} is taken: the VIES stand-in listens on ${bound} instead`);
  }
  // It never keeps the process that started it alive, and dies with it.
  server.unref();
  return { url: `http://127.0.0.1:${bound}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = process.argv.indexOf('--port');
  const port = index > 0 ? Number(process.argv[index + 1]) : undefined;
  const { url } = await startViesStandIn({ port, log: console.log });
  console.log(`VIES stand-in at ${url}`);
  // Alone, it is the whole process: keep it alive until stopped.
  setInterval(() => {}, 1 << 30);
}
