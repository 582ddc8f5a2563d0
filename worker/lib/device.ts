/**
 * The device a sign-in came from, as the Security section shows it: "Chrome on Linux",
 * "Safari on iPhone". A few ordered patterns over the User-Agent header, not a full parser: the
 * label only has to let a customer recognise their own browsers. Only the label is stored, never
 * the header (less personal data, nothing to escape later).
 */

/** Longer headers are cut before matching; real ones are a few hundred characters. */
const MAX_USER_AGENT = 512;

export const UNKNOWN_DEVICE = 'Unknown device';

// Order matters: Edge, Opera, Samsung Internet and Vivaldi also say "Chrome", Chrome also says
// "Safari", and Safari alone carries "Version/… Safari/".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|OPT|OPiOS)\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+\b.*\bSafari\//, 'Safari'],
  [/\bMSIE \d|\bTrident\//, 'Internet Explorer'],
];

// iPhone and iPad before macOS ("like Mac OS X"), Android and ChromeOS before Linux.
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\biPod\b/, 'iPod'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const first = (patterns: [RegExp, string][], text: string) =>
  patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** "Chrome on Linux", "Firefox", "Browser on Android", or "Unknown device". */
export function deviceLabel(userAgent: string | null | undefined): string {
  const text = (userAgent ?? '').slice(0, MAX_USER_AGENT);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Browser on ${system}`;
  return UNKNOWN_DEVICE;
}
