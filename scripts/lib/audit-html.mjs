// The audit's HTML check: the Nu HTML Checker (vnu-jar, the W3C's own checker) over every page of the build,
// errors only. Its Java is found or installed first (scripts/lib/java.mjs), as `npm test` does for Chromium.
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureJava } from './java.mjs';

// The package's main export is the path of its jar.
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** Runs the checker; resolves with its JSON report (written to stderr) whatever its exit code. */
function vnu(java, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(java, ['-jar', vnuJar, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', () => {
      try {
        resolve(JSON.parse(output));
      } catch {
        reject(new Error(`The Nu HTML Checker gave no report:\n${output.slice(0, 2000)}`));
      }
    });
  });
}

/** `{ version, pages, errors: [{ file, line, message }] }` for every .html file under `dist`. */
export async function checkHtmlWithVnu(dist, { log = console.log } = {}) {
  const java = ensureJava({ log });
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const pages = entries.filter((e) => e.isFile() && e.name.endsWith('.html')).length;
  const report = await vnu(java.path, ['--errors-only', '--skip-non-html', '--format', 'json', dist]);
  const errors = report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      file: m.url ? `/${relative(dist, fileURLToPath(m.url)).split('\\').join('/')}` : dist,
      line: m.lastLine ?? 0,
      message: m.message,
    }));
  return { version: report.version, pages, errors };
}
