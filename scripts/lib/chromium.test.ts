/**
 * Finding and installing Chromium: each decision with its inputs (environment, files, commands)
 * injected, so these run the real logic without touching the machine.
 */
import { describe, expect, it } from 'vitest';
import { ChromiumError, ensureChromium, findChromium, findTestChromium, parseOsRelease } from './chromium.mjs';

const DEBIAN = parseOsRelease('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n');
const UBUNTU = parseOsRelease('NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n');
const FEDORA = parseOsRelease('NAME="Fedora Linux"\nID=fedora\n');
const CACHE = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const SHELL = '/usr/bin/chromium-headless-shell';

describe('findChromium', () => {
  it.each([
    [
      'CHROMIUM_PATH first, even with a system Chromium',
      { CHROMIUM_PATH: '/opt/c/chrome' },
      ['/opt/c/chrome', '/usr/bin/chromium'],
      '/opt/c/chrome',
      'CHROMIUM_PATH',
    ],
    ["Debian's Chromium", {}, ['/usr/bin/chromium', CACHE], '/usr/bin/chromium', 'system'],
    [
      "Google's Chrome when there is no Chromium",
      {},
      ['/usr/bin/google-chrome-stable'],
      '/usr/bin/google-chrome-stable',
      'system',
    ],
    ["Playwright's cache when nothing is installed system-wide", {}, [CACHE], CACHE, "Playwright's browser cache"],
  ])('%s', (_, env, files, path, source) => {
    const found = findChromium({ env, exists: (file: string) => files.includes(file), playwrightPath: CACHE });
    expect(found).toEqual({ path, source });
  });

  it('reports a CHROMIUM_PATH that points nowhere instead of using another Chromium', () => {
    const found = findChromium({
      env: { CHROMIUM_PATH: '/nope/chrome' },
      exists: (file: string) => file === '/usr/bin/chromium',
    });
    expect(found.path).toBeNull();
    expect(found.message).toBe('CHROMIUM_PATH is /nope/chrome, but there is no file there: fix or unset it.');
  });

  it.each([
    ['Debian', DEBIAN, 'Install it with:  sudo apt-get install -y chromium'],
    ['Ubuntu', UBUNTU, 'Install it with:  sudo apt-get install -y chromium-browser'],
    ['another system', FEDORA, 'Install it with:  npx playwright install chromium'],
  ])('with none on %s, names the command to run', (_, osRelease, line) => {
    const found = findChromium({ env: {}, exists: () => false, playwrightPath: CACHE, osRelease });
    expect(found.path).toBeNull();
    expect(found.message?.split('\n')).toContain(line);
    expect(found.message).toContain('CHROMIUM_PATH');
  });
});

describe('findTestChromium', () => {
  it.each([
    ['the headless shell before the browser', {}, ['/usr/bin/chromium', SHELL], SHELL, 'system headless shell'],
    ['the browser where there is no shell', {}, ['/usr/bin/chromium'], '/usr/bin/chromium', 'system'],
    [
      'CHROMIUM_PATH over the shell',
      { CHROMIUM_PATH: '/opt/c/chrome' },
      ['/opt/c/chrome', SHELL],
      '/opt/c/chrome',
      'CHROMIUM_PATH',
    ],
    [
      'CHROMIUM_TEST_PATH over everything',
      { CHROMIUM_PATH: '/opt/c/chrome', CHROMIUM_TEST_PATH: '/opt/s/shell' },
      ['/opt/c/chrome', '/opt/s/shell', SHELL],
      '/opt/s/shell',
      'CHROMIUM_TEST_PATH',
    ],
  ])('%s', (_, env, files, path, source) => {
    const found = findTestChromium({ env, exists: (file: string) => files.includes(file), playwrightPath: CACHE });
    expect(found).toEqual({ path, source });
  });

  it('reports a CHROMIUM_TEST_PATH that points nowhere', () => {
    const found = findTestChromium({ env: { CHROMIUM_TEST_PATH: '/nope/shell' }, exists: (file) => file === SHELL });
    expect(found).toEqual({
      path: null,
      message: 'CHROMIUM_TEST_PATH is /nope/shell, but there is no file there: fix or unset it.',
    });
  });
});

/** A machine: files that exist, and what each command answers; installing apt's package adds its file. */
function machine({
  files = [] as string[],
  sudo = false,
  candidates = { chromium: true, 'chromium-browser': false, 'chromium-headless-shell': true } as Record<
    string,
    boolean
  >,
  installFails = false,
  shellInstallFails = false,
  versionFails = false,
} = {}) {
  const present = new Set(files);
  const calls: string[] = [];
  const logged: string[] = [];
  const run = (command: string, args: string[]) => {
    const line = [command, ...args].join(' ');
    calls.push(line);
    if (args[0] === '--version' && present.has(command))
      return versionFails
        ? { status: 127, output: 'error while loading shared libraries: libnss3.so' }
        : { status: 0, output: 'Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)\n' };
    if (command === 'apt-get' && args[0] === '--version') return { status: 0, output: 'apt 2.6.1' };
    if (command === 'sudo' && line === 'sudo -n true') return { status: sudo ? 0 : 1, output: '' };
    if (command === 'apt-cache') {
      const name = args[1] ?? '';
      return {
        status: 0,
        output: `${name}:\n  Installed: (none)\n  Candidate: ${candidates[name] ? '156.0-1' : '(none)'}\n`,
      };
    }
    const install = line.match(/apt-get install -y -qq (\S+)$/);
    if (install) {
      const name = install[1] ?? '';
      if (installFails || (shellInstallFails && name === 'chromium-headless-shell'))
        return { status: 100, output: 'E: Unable to fetch some archives' };
      present.add(`/usr/bin/${name}`);
      return { status: 0, output: '' };
    }
    if (line.includes('apt-get update')) return { status: 0, output: '' };
    return { status: 127, output: `${command}: not found` };
  };
  return {
    calls,
    logged,
    options: {
      env: {},
      exists: (file: string) => present.has(file),
      playwrightPath: null,
      run,
      log: (line: string) => logged.push(line),
    },
  };
}

describe('ensureChromium', () => {
  it('uses a Chromium and a headless shell that start and installs nothing', async () => {
    const m = machine({ files: ['/usr/bin/chromium', SHELL] });
    const found = await ensureChromium({ ...m.options, platform: 'linux', osRelease: DEBIAN, uid: 0 });
    expect(found).toMatchObject({
      path: '/usr/bin/chromium',
      source: 'system',
      version: expect.stringMatching(/^Chromium 156/),
      shell: SHELL,
    });
    expect(m.calls).toEqual(['/usr/bin/chromium --version', `${SHELL} --version`]);
  });

  it('beside a Chromium, installs only the headless shell, saying so', async () => {
    const m = machine({ files: ['/usr/bin/chromium'] });
    const found = await ensureChromium({ ...m.options, platform: 'linux', osRelease: DEBIAN, uid: 0 });
    expect(found).toMatchObject({ path: '/usr/bin/chromium', shell: SHELL });
    expect(m.calls.filter((call) => call.includes('apt-get install'))).toEqual([
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
    ]);
    expect(m.logged).toEqual([
      "Chromium's headless shell was not found: installing it with apt-get for the browser tests (as root)",
      `Installed chromium-headless-shell at ${SHELL} (the browser tests' Chromium)`,
    ]);
  });

  it('without a shell to install (Ubuntu) or a way to root, uses the browser alone and runs no apt-get', async () => {
    for (const [candidates, uid] of [
      [{ chromium: true, 'chromium-browser': false, 'chromium-headless-shell': false }, 0],
      [undefined, 1000],
    ] as const) {
      const m = machine({ files: ['/usr/bin/chromium'], candidates });
      const found = await ensureChromium({ ...m.options, platform: 'linux', osRelease: DEBIAN, uid });
      expect(found.path).toBe('/usr/bin/chromium');
      expect(found.shell).toBeUndefined();
      expect(m.calls.some((call) => call.includes('apt-get update') || call.includes('apt-get install'))).toBe(false);
    }
  });

  it('a failed shell install leaves the browser for the tests: slower, not an error', async () => {
    const m = machine({ files: ['/usr/bin/chromium'], shellInstallFails: true });
    const found = await ensureChromium({ ...m.options, platform: 'linux', osRelease: DEBIAN, uid: 0 });
    expect(found.path).toBe('/usr/bin/chromium');
    expect(found.shell).toBeUndefined();
  });

  it('with CHROMIUM_PATH set, looks for no shell and installs nothing', async () => {
    const m = machine({ files: ['/opt/c/chrome'] });
    const found = await ensureChromium({
      ...m.options,
      env: { CHROMIUM_PATH: '/opt/c/chrome' },
      platform: 'linux',
      osRelease: DEBIAN,
      uid: 0,
    });
    expect(found).toMatchObject({ path: '/opt/c/chrome', source: 'CHROMIUM_PATH' });
    expect(found.shell).toBeUndefined();
    expect(m.calls).toEqual(['/opt/c/chrome --version']);
  });

  it('reports a Chromium that is there but does not start, without reinstalling it', async () => {
    const m = machine({ files: ['/usr/bin/chromium'], versionFails: true });
    const attempt = ensureChromium({ ...m.options, platform: 'linux', osRelease: DEBIAN, uid: 0 });
    await expect(attempt).rejects.toThrow(ChromiumError);
    await expect(attempt).rejects.toThrow(
      /\/usr\/bin\/chromium \(system\) is there but does not start:\nerror while loading shared libraries/,
    );
    expect(m.calls.some((call) => call.includes('apt-get install'))).toBe(false);
  });

  it("installs Debian's chromium and its headless shell as root, saying so, and returns both", async () => {
    const m = machine();
    const found = await ensureChromium({ ...m.options, platform: 'linux', osRelease: DEBIAN, uid: 0 });
    expect(found.path).toBe('/usr/bin/chromium');
    expect(found.shell).toBe(SHELL);
    expect(m.calls.filter((call) => call.includes('apt-get update'))).toHaveLength(1);
    expect(m.calls).toContain('env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
    expect(m.calls).toContain('env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell');
    expect(m.logged[0]).toBe(
      "Chromium was not found: installing the system's Chromium with apt-get (as root, about a minute)",
    );
    expect(m.logged[1]).toMatch(/^Installed Chromium 156\S* .* at \/usr\/bin\/chromium$/);
    expect(m.logged[2]).toBe(`Installed chromium-headless-shell at ${SHELL} (the browser tests' Chromium)`);
  });

  it('installs through passwordless sudo, picking the package apt offers (Ubuntu: chromium-browser)', async () => {
    const m = machine({ sudo: true, candidates: { chromium: false, 'chromium-browser': true } });
    const found = await ensureChromium({ ...m.options, platform: 'linux', osRelease: UBUNTU, uid: 1000 });
    expect(found.path).toBe('/usr/bin/chromium-browser');
    expect(m.calls).toContain('sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-browser');
    expect(m.logged[0]).toContain('(with sudo, about a minute)');
  });

  it.each([
    ['Debian without root or passwordless sudo', 'linux', DEBIAN, 1000, 'sudo apt-get install -y chromium'],
    ['macOS', 'darwin', {}, 501, 'npx playwright install chromium'],
    ['Linux without apt', 'linux', FEDORA, 0, 'npx playwright install chromium'],
  ])('on %s, stops with the command to run and installs nothing', async (_, platform, osRelease, uid, command) => {
    const m = machine();
    const attempt = ensureChromium({ ...m.options, platform, osRelease, uid });
    await expect(attempt).rejects.toThrow(ChromiumError);
    await expect(attempt).rejects.toThrow(`Install it with:  ${command}`);
    expect(m.calls.some((call) => call.includes('apt-get update') || call.includes('apt-get install'))).toBe(false);
    expect(m.logged).toEqual([]);
  });

  it('says which apt step failed and what to run instead', async () => {
    const m = machine({ installFails: true });
    const attempt = ensureChromium({ ...m.options, platform: 'linux', osRelease: DEBIAN, uid: 0 });
    await expect(attempt).rejects.toThrow(/^apt-get install -y chromium failed\.\nChromium was not found/);
  });

  it('never installs over a CHROMIUM_PATH that points nowhere', async () => {
    const m = machine();
    const attempt = ensureChromium({
      ...m.options,
      env: { CHROMIUM_PATH: '/nope/chrome' },
      platform: 'linux',
      osRelease: DEBIAN,
      uid: 0,
    });
    await expect(attempt).rejects.toThrow(
      'CHROMIUM_PATH is /nope/chrome, but there is no file there: fix or unset it.',
    );
    expect(m.calls).toEqual([]);
  });
});
