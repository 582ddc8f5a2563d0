import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, writeHeadersFile } from './headers.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

async function site(pages: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'nimbus-headers-'));
  for (const [name, html] of Object.entries(pages)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), html);
  }
  return dir;
}

describe('CSP hashes of inline scripts', () => {
  it('hashes each distinct executable inline script of every page, and nothing else', async () => {
    const dir = await site({
      'index.html': '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>',
      'docs/page.html': '<script>a()</script><script type="application/ld+json">{"x":1}</script><script></script>',
    });
    expect(await inlineScriptHashes(dir)).toEqual([sha('a()'), sha('b()')].sort());
  });

  it('never allows unsafe-inline scripts and locks down objects, base and framing', () => {
    const csp = contentSecurityPolicy([sha('a()')]);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha('a()')}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('writes _headers with immutable caching for hashed assets only', async () => {
    const dir = await site({ 'index.html': '<script>a()</script>' });
    await writeHeadersFile(dir);
    const text = await readFile(join(dir, '_headers'), 'utf8');
    expect(text).toContain(
      `/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${sha('a()')}`,
    );
    for (const hashed of ['/_astro/*', '/og/*'])
      expect(text).toContain(`${hashed}\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable`);
    expect(text.match(/immutable/g)).toHaveLength(2);
  });

  it('sends the pages opened from mailed links with Referrer-Policy: no-referrer', async () => {
    const dir = await site({ 'index.html': '' });
    await writeHeadersFile(dir);
    const text = await readFile(join(dir, '_headers'), 'utf8');
    for (const page of ['/reset-password', '/verify-email', '/invitation'])
      expect(text).toContain(`\n${page}\n  ! Referrer-Policy\n  Referrer-Policy: no-referrer\n`);
    expect(text.match(/no-referrer/g)).toHaveLength(3);
  });
});
