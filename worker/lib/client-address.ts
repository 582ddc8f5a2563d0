/**
 * The client a per-client limit counts: an IPv4 address whole, an IPv6 address by its /64, since a
 * single home or cloud connection is handed a whole /64 and could otherwise use 2^64 budgets
 * (docs/decisions/password-guess-limits.md). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
import type { Context } from 'hono';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4(text: string): string | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts.join('.') : null;
}

/** The eight 16-bit groups of an IPv6 address, or null when `text` is not one. */
function ipv6Groups(text: string): number[] | null {
  let address = text.replace(/%.*$/, ''); // a zone id ("fe80::1%eth0") names an interface, not a client
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  const embedded: number[] = [];
  if (tail?.[1]) {
    const v4 = ipv4(tail[1]);
    if (!v4) return null;
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    embedded.push((a << 8) | b, (c << 8) | d);
    address = address.slice(0, -tail[1].length - 1) + (address.endsWith(`::${tail[1]}`) ? ':' : '');
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string | undefined) => (half ? half.split(':') : []);
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  if (![...head, ...rest].every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const known = head.length + rest.length + embedded.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const zeros = new Array<number>(8 - known).fill(0);
  return [
    ...head.map((g) => Number.parseInt(g, 16)),
    ...zeros,
    ...rest.map((g) => Number.parseInt(g, 16)),
    ...embedded,
  ];
}

/**
 * "203.0.113.7" → "203.0.113.7"; "2001:db8:1:2:aaaa::1" → "2001:db8:1:2::/64"; "::ffff:203.0.113.7"
 * → "203.0.113.7". Anything else (a local tool's header) is kept as text, trimmed and cut short.
 */
export function clientOf(raw: string): string {
  const text = raw.trim().toLowerCase();
  const v4 = ipv4(text);
  if (v4) return v4;
  const groups = ipv6Groups(text.replace(/^\[|\]$/g, ''));
  if (groups) {
    const [high = 0, low = 0] = groups.slice(6);
    const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
    if (mapped) return [high >> 8, high & 255, low >> 8, low & 255].join('.');
    return `${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(':')}::/64`;
  }
  return text.slice(0, 64);
}

/**
 * The client: Cloudflare sets `cf-connecting-ip` on every request it proxies (and replaces any
 * value a client sends). Without it (local tools), the first `x-forwarded-for` hop, else one
 * shared "unknown" client, which errs on the side of limiting. IPv6 counts by its /64 (clientOf).
 */
export function clientKey(c: Context): string {
  const ip = c.req.header('cf-connecting-ip') ?? c.req.header('x-forwarded-for')?.split(',')[0];
  return (ip && clientOf(ip)) || 'unknown';
}
