import { describe, expect, it } from 'vitest';
import { ensureJava, JavaError } from './java.mjs';

const debian = { ID: 'debian' };

/** A machine where `java` answers once `installed` is set, and every command is recorded. */
function machine({ hasJava = false, aptWorks = true } = {}) {
  const calls: string[] = [];
  let installed = hasJava;
  const run = (command: string, args: string[]) => {
    calls.push([command, ...args].join(' '));
    if (command === 'java' || command.endsWith('/bin/java'))
      return installed ? { status: 0, output: 'openjdk version "17.0.15" 2025-04-15\n' } : { status: -1, output: '' };
    if (command === 'apt-get') return { status: 0, output: '' };
    if (args.includes('install')) installed = aptWorks;
    return { status: aptWorks ? 0 : 100, output: '' };
  };
  return { run, calls };
}

describe('ensureJava', () => {
  it('uses the java that answers, installing nothing', () => {
    const { run, calls } = machine({ hasJava: true });
    expect(ensureJava({ run, env: {}, log: () => {}, uid: 0, platform: 'linux', osRelease: debian })).toEqual({
      path: 'java',
      version: 'openjdk version "17.0.15" 2025-04-15',
    });
    expect(calls).toEqual(['java -version']);
  });

  it('installs the headless runtime with apt-get as root on Debian', () => {
    const { run, calls } = machine();
    const lines: string[] = [];
    const found = ensureJava({ run, env: {}, log: (l) => lines.push(l), uid: 0, platform: 'linux', osRelease: debian });
    expect(found.path).toBe('java');
    expect(calls).toContain('env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless');
    expect(lines[0]).toMatch(/installing default-jre-headless with apt-get \(as root/);
  });

  it('says what to run where it cannot install', () => {
    const { run } = machine();
    const attempt = () => ensureJava({ run, env: {}, log: () => {}, uid: 0, platform: 'darwin', osRelease: {} });
    expect(attempt).toThrow(JavaError);
    expect(attempt).toThrow(/apt-get install -y default-jre-headless/);
  });

  it('looks under JAVA_HOME first', () => {
    const { run, calls } = machine({ hasJava: true });
    ensureJava({ run, env: { JAVA_HOME: '/opt/jdk' }, log: () => {}, uid: 0, platform: 'linux', osRelease: debian });
    expect(calls).toEqual(['/opt/jdk/bin/java -version']);
  });
});
