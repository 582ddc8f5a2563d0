// The Chromium that the browser tests and the audit drive: found in CHROMIUM_PATH, the system's
// usual places or Playwright's own browser cache; when there is none, the system's Chromium is
// installed with apt where the machine allows it (Debian or Ubuntu, as root or with passwordless
// sudo), and otherwise one message says what to run. The browser tests prefer Chromium's headless
// shell where there is one (docs/decisions/headless-shell-for-browser-tests.md). Every decision takes
// its inputs (env, file checks, commands) as arguments, so the unit tests exercise the real logic.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium as playwrightChromium } from 'playwright';

/**
 * @typedef {Record<string, string | undefined>} Env
 * @typedef {(path: string) => boolean} Exists
 * @typedef {(command: string, args: string[]) => { status: number | null, output: string }} RunCommand
 * @typedef {{ path: string, source: string }} Candidate
 * @typedef {Record<string, string>} OsRelease fields of /etc/os-release
 */

/** Where distributions and installers put Chromium or Chrome, in order of preference. */
export const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** apt packages that provide Chromium, in order: Debian's, then Ubuntu's (a wrapper around the snap). */
const APT_PACKAGES = ['chromium', 'chromium-browser'];

/** Chromium's headless shell (Debian's package of that name): the browser tests' Chromium where it is there. */
export const SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];
const SHELL_PACKAGE = 'chromium-headless-shell';

/**
 * Where the browser tests look for the headless shell: CHROMIUM_TEST_PATH alone when it is set; none
 * when CHROMIUM_PATH is (a browser chosen by hand is the one to test with); else the system's.
 * @param {Env} env
 * @returns {Candidate[]}
 */
function shellCandidates(env) {
  if (env.CHROMIUM_TEST_PATH) return [{ path: env.CHROMIUM_TEST_PATH, source: 'CHROMIUM_TEST_PATH' }];
  if (env.CHROMIUM_PATH) return [];
  return SHELL_PATHS.map((path) => ({ path, source: 'system headless shell' }));
}

/**
 * Where Playwright keeps the Chromium of its own version (`npx playwright install chromium`).
 * @returns {string | undefined}
 */
function playwrightCachePath() {
  try {
    return playwrightChromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * Every place to look, in order: CHROMIUM_PATH alone when it is set (a setting that points nowhere
 * is a mistake to report, not to work around), else the system paths, then Playwright's cache.
 * @param {{ env?: Env, playwrightPath?: string | null }} [options]
 * @returns {Candidate[]}
 */
export function chromiumCandidates({ env = process.env, playwrightPath = playwrightCachePath() } = {}) {
  if (env.CHROMIUM_PATH) return [{ path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' }];
  const candidates = SYSTEM_PATHS.map((path) => ({ path, source: 'system' }));
  if (playwrightPath) candidates.push({ path: playwrightPath, source: "Playwright's browser cache" });
  return candidates;
}

/**
 * The first candidate that exists, as `{ path, source }`, or `{ path: null, message }` saying what
 * to do. Cheap (file checks only), so configs call it on every load.
 * @param {{ env?: Env, exists?: Exists, playwrightPath?: string | null, osRelease?: OsRelease }} [options]
 * @returns {{ path: string, source: string, message?: undefined } | { path: null, source?: undefined, message: string }}
 */
export function findChromium({
  env = process.env,
  exists = existsSync,
  playwrightPath = playwrightCachePath(),
  osRelease = readOsRelease(),
} = {}) {
  const found = chromiumCandidates({ env, playwrightPath }).find((candidate) => exists(candidate.path));
  if (found) return found;
  return { path: null, message: env.CHROMIUM_PATH ? missingSetting(env.CHROMIUM_PATH) : manualMessage(osRelease) };
}

const missingSetting = (/** @type {string} */ path, name = 'CHROMIUM_PATH') =>
  `${name} is ${path}, but there is no file there: fix or unset it.`;

/**
 * The Chromium the browser tests drive: the headless shell (shellCandidates), else the browser.
 * @param {{ env?: Env, exists?: Exists, playwrightPath?: string | null, osRelease?: OsRelease }} [options]
 */
export function findTestChromium({
  env = process.env,
  exists = existsSync,
  playwrightPath = playwrightCachePath(),
  osRelease = readOsRelease(),
} = {}) {
  const shell = shellCandidates(env).find((candidate) => exists(candidate.path));
  if (shell) return shell;
  if (env.CHROMIUM_TEST_PATH)
    return { path: null, message: missingSetting(env.CHROMIUM_TEST_PATH, 'CHROMIUM_TEST_PATH') };
  return findChromium({ env, exists, playwrightPath, osRelease });
}

/**
 * For configs and scripts that cannot run without Chromium: its path, or the message and exit 1.
 * `forTests`: the browser tests' Chromium (findTestChromium).
 */
export function requireChromium({ forTests = false } = {}) {
  const found = forTests ? findTestChromium() : findChromium();
  if (found.path) return found.path;
  console.error(found.message);
  process.exit(1);
}

/**
 * Parses /etc/os-release (KEY=value lines, values maybe quoted).
 * @param {string} text
 * @returns {OsRelease}
 */
export function parseOsRelease(text) {
  /** @type {OsRelease} */
  const fields = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match) fields[match[1]] = match[2].replace(/^(["'])(.*)\1$/, '$2');
  }
  return fields;
}

function readOsRelease() {
  try {
    return parseOsRelease(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return {};
  }
}

/**
 * 'debian', 'ubuntu' or null: the apt family of the machine, from os-release's ID and ID_LIKE.
 * @param {OsRelease} osRelease
 */
export function aptFamily(osRelease) {
  const ids = [osRelease.ID, ...(osRelease.ID_LIKE ?? '').split(/\s+/)].filter(Boolean);
  if (ids.includes('ubuntu')) return 'ubuntu';
  if (ids.includes('debian')) return 'debian';
  return null;
}

/**
 * What a person should run when this script cannot install Chromium itself.
 * @param {OsRelease} osRelease
 */
export function manualMessage(osRelease) {
  const family = aptFamily(osRelease);
  const install =
    family === 'ubuntu'
      ? 'sudo apt-get install -y chromium-browser'
      : family === 'debian'
        ? 'sudo apt-get install -y chromium'
        : 'npx playwright install chromium';
  return [
    "Chromium was not found (looked in CHROMIUM_PATH, /usr/bin/chromium and the other usual places, and in Playwright's browser cache).",
    `Install it with:  ${install}`,
    'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.',
  ].join('\n');
}

/**
 * Runs a command for the decisions below: `{ status, output }`, never throws.
 * @type {RunCommand}
 */
function runCommand(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { status: result.error ? -1 : result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

export class ChromiumError extends Error {}

/**
 * Finds a Chromium that starts (`--version` answers), or installs the system's Chromium when the
 * machine allows it, or throws a ChromiumError whose message is the one thing to do. Beside it,
 * `shell`: the headless shell for the browser tests, found or installed on the same terms; where
 * there is none (Ubuntu has no such package) the tests use the browser.
 * `log` gets one line per action a person should know about; `output` gets the commands' output.
 * @param {{ env?: Env, exists?: Exists, playwrightPath?: string | null, platform?: string, osRelease?: OsRelease,
 *   uid?: number, run?: RunCommand, log?: (line: string) => void, output?: (text: string) => void }} [options]
 * @returns {Promise<Candidate & { version?: string, shell?: string }>}
 */
export async function ensureChromium({
  env = process.env,
  exists = existsSync,
  playwrightPath = playwrightCachePath(),
  platform = process.platform,
  osRelease = readOsRelease(),
  uid = process.getuid?.() ?? -1,
  run = runCommand,
  log = console.log,
  output = () => {},
} = {}) {
  // The first candidate that starts; one that is there but does not start is reported, not
  // reinstalled over (apt would find the package already installed).
  /** @param {Candidate[]} candidates */
  const working = (candidates) => {
    /** @type {string[]} */
    const broken = [];
    for (const candidate of candidates) {
      if (!exists(candidate.path)) continue;
      const probe = run(candidate.path, ['--version']);
      output(`$ ${candidate.path} --version\n${probe.output}`);
      if (probe.status === 0) return { ...candidate, version: probe.output.match(/(Chromium|Chrome) [^\n]*/)?.[0] };
      broken.push(`${candidate.path} (${candidate.source}) is there but does not start:\n${probe.output.trim()}`);
    }
    if (broken.length > 0)
      throw new ChromiumError(
        `${broken.join('\n')}\n${env.CHROMIUM_PATH ? 'Fix CHROMIUM_PATH.' : 'Reinstall it, or set CHROMIUM_PATH.'}`,
      );
    return null;
  };
  const browserCandidates = chromiumCandidates({ env, playwrightPath });
  const found = working(browserCandidates);
  if (!found && env.CHROMIUM_PATH) throw new ChromiumError(missingSetting(env.CHROMIUM_PATH));
  const shell = working(shellCandidates(env));
  if (!shell && env.CHROMIUM_TEST_PATH)
    throw new ChromiumError(missingSetting(env.CHROMIUM_TEST_PATH, 'CHROMIUM_TEST_PATH'));
  /** @param {Candidate & { version?: string }} browser @param {{ path: string } | null} withShell */
  const answer = (browser, withShell) => (withShell ? { ...browser, shell: withShell.path } : browser);
  const shellWanted = !shell && shellCandidates(env).length > 0;
  if (found && !shellWanted) return answer(found, shell);

  const sudo = aptAccess({ platform, osRelease, uid, run });
  if (!sudo) {
    if (found) return answer(found, null);
    throw new ChromiumError(manualMessage(osRelease));
  }
  const as = uid === 0 ? 'as root' : 'with sudo';
  /** @param {string[]} args */
  const apt = (args) => {
    const [command, ...rest] = [...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
    output(`$ ${[command, ...rest].join(' ')}\n`);
    const result = run(command, rest);
    output(result.output);
    return result.status === 0;
  };
  const offered = (/** @type {string} */ name) =>
    /Candidate: (?!\(none\))/.test(run('apt-cache', ['policy', name]).output);

  let browser = found;
  if (!browser) {
    log(`Chromium was not found: installing the system's Chromium with apt-get (${as}, about a minute)`);
    if (!apt(['update', '-qq'])) throw new ChromiumError(`apt-get update failed.\n${manualMessage(osRelease)}`);
    const pkg = APT_PACKAGES.find(offered);
    if (!pkg) throw new ChromiumError(`apt knows no Chromium package here.\n${manualMessage({})}`);
    if (!apt(['install', '-y', '-qq', pkg]))
      throw new ChromiumError(`apt-get install -y ${pkg} failed.\n${manualMessage(osRelease)}`);
    browser = working(browserCandidates);
    if (!browser) throw new ChromiumError(`apt-get installed ${pkg}, but no Chromium is in the usual places.`);
    log(`Installed ${browser.version ?? pkg} at ${browser.path}`);
  } else {
    // apt's lists are there (the browser came from them, or the machine has none to offer): a machine
    // that offers no shell (Ubuntu) is not asked to update them on every run.
    if (!offered(SHELL_PACKAGE)) return answer(browser, null);
    log(`Chromium's headless shell was not found: installing it with apt-get for the browser tests (${as})`);
    if (!apt(['update', '-qq'])) return answer(browser, null);
  }
  // Without the shell the browser tests run in the browser: slower, not wrong.
  if (!offered(SHELL_PACKAGE) || !apt(['install', '-y', '-qq', SHELL_PACKAGE])) return answer(browser, null);
  const installedShell = working(shellCandidates(env));
  if (installedShell) log(`Installed ${SHELL_PACKAGE} at ${installedShell.path} (the browser tests' Chromium)`);
  return answer(browser, installedShell);
}

/**
 * The command prefix that runs apt-get as root here ([] as root, sudo -n otherwise), or null when
 * this machine has no apt or no way to root.
 * @param {{ platform: string, osRelease: OsRelease, uid: number, run: RunCommand }} machine
 * @returns {string[] | null}
 */
function aptAccess({ platform, osRelease, uid, run }) {
  const family = platform === 'linux' ? aptFamily(osRelease) : null;
  if (!family || run('apt-get', ['--version']).status !== 0) return null;
  if (uid === 0) return [];
  return run('sudo', ['-n', 'true']).status === 0 ? ['sudo', '-n'] : null;
}
