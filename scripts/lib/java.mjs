// The Java runtime that the Nu HTML Checker (vnu-jar) needs: `java` on the PATH or under JAVA_HOME; when there
// is none, the system's headless runtime is installed with apt where the machine allows it (Debian or Ubuntu,
// as root or with passwordless sudo), as scripts/lib/chromium.mjs does for Chromium; otherwise one message
// says what to run.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { aptFamily, parseOsRelease } from './chromium.mjs';

const APT_PACKAGE = 'default-jre-headless';

/** Runs a command: `{ status, output }`, never throws. */
function runCommand(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { status: result.error ? -1 : result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function readOsRelease() {
  try {
    return parseOsRelease(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return {};
  }
}

export class JavaError extends Error {}

/**
 * A `java` that starts, as `{ path, version }`, installing the system's runtime first where the machine allows
 * it; throws a JavaError whose message is the one thing to do. `log` gets one line per action worth knowing.
 */
export function ensureJava({
  env = process.env,
  log = console.log,
  run = runCommand,
  uid = process.getuid?.() ?? -1,
  platform = process.platform,
  osRelease = readOsRelease(),
} = {}) {
  const candidates = [...(env.JAVA_HOME ? [join(env.JAVA_HOME, 'bin', 'java')] : []), 'java'];
  const working = () => {
    for (const path of candidates) {
      const probe = run(path, ['-version']);
      if (probe.status === 0) return { path, version: probe.output.split('\n')[0]?.trim() ?? '' };
    }
    return null;
  };
  const found = working();
  if (found) return found;

  const manual = `Java was not found (looked in JAVA_HOME and on the PATH); the Nu HTML Checker needs it.\nInstall it with:  sudo apt-get install -y ${APT_PACKAGE}   (or any Java 11+ runtime), then run the audit again.`;
  if (platform !== 'linux' || !aptFamily(osRelease) || run('apt-get', ['--version']).status !== 0)
    throw new JavaError(manual);
  const sudo = uid === 0 ? [] : ['sudo', '-n'];
  if (uid !== 0 && run('sudo', ['-n', 'true']).status !== 0) throw new JavaError(manual);
  const apt = (args) => {
    const [command, ...rest] = [...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
    return run(command, rest).status === 0;
  };
  log(
    `Java was not found: installing ${APT_PACKAGE} with apt-get (${uid === 0 ? 'as root' : 'with sudo'}, about a minute)`,
  );
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', APT_PACKAGE]))
    throw new JavaError(`apt-get could not install ${APT_PACKAGE}.\n${manual}`);
  const installed = working();
  if (!installed) throw new JavaError(`apt-get installed ${APT_PACKAGE}, but \`java -version\` does not answer.`);
  log(`Installed ${installed.version}`);
  return installed;
}
