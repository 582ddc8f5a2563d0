/**
 * What keeps site/shared a boundary between the site and the worker: it imports nothing from either
 * side (data files of content/ are data, not a side), the domain (`domain/`) never imports the API contracts (`api/`), no module comes back to
 * itself through its imports, and no file grows past 350 lines. A resource's texts are one module,
 * `api/<contract>-messages.ts` beside its contract, which imports no Valibot (nor a contract, which does)
 * and re-exports nothing, so a page shows its texts without loading a schema; the contract declares each
 * schema with a pure `defineSchema(() => …)` (docs/decisions/forms-check-with-the-contract.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));
const MAX_LINES = 350;

/** Every TypeScript file under site/shared, as a path relative to it with `/` separators. */
const files = readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
  .sort();

const source = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));

// `import … from`, `export … from`, a bare `import '…'` and `import('…')`.
const SPECIFIER = /\bfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** What a file imports: other files of site/shared, paths elsewhere in the repository, and packages. */
function importsOf(file: string) {
  const shared: string[] = [];
  const outside: string[] = [];
  const packages: string[] = [];
  for (const match of (source.get(file) ?? '').matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    if (!specifier.startsWith('.')) {
      packages.push(specifier);
      continue;
    }
    // A data file of content/ (e.g. the VAT rates) is data both sides read, not code of either side.
    if (
      /^(\.\.\/)+content\/.+\.json$/.test(specifier) &&
      !relative(join(root, '../..'), resolve(dirname(join(root, file)), specifier)).startsWith('..')
    )
      continue;
    const target = resolve(dirname(join(root, file)), specifier).replace(/\.(ts|tsx|js|mjs)$/, '');
    const inShared = relative(root, target).split(sep).join('/');
    const known = [`${inShared}.ts`, `${inShared}/index.ts`].find((candidate) => source.has(candidate));
    if (known && !inShared.startsWith('..')) shared.push(known);
    else outside.push(relative(join(root, '../..'), target).split(sep).join('/'));
  }
  return { shared, outside, packages };
}

const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** The first import cycle found, as the files around it, or null. */
function findCycle(): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const next of graph.get(file)?.shared ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const file of files) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

/** `export … from` lines: what a module passes on from another. */
const reExports = (file: string) => (source.get(file) ?? '').match(/^export (?:\*|\{[^}]*\}) from .+$/gm) ?? [];

describe('site/shared is a boundary', () => {
  it('finds its modules', () => {
    expect(files).toEqual(expect.arrayContaining(['config.ts', 'api/common.ts', 'domain/pricing.ts']));
  });

  it('has no import cycle', () => {
    expect(findCycle()).toBeNull();
  });

  describe.each(files)('%s', (file) => {
    const { shared, outside, packages } = graph.get(file) ?? { shared: [], outside: [], packages: [] };

    it(`has at most ${MAX_LINES} lines`, () => {
      expect((source.get(file) ?? '').split('\n').length).toBeLessThanOrEqual(MAX_LINES);
    });

    it('imports nothing from the site or the worker', () => {
      expect(outside).toEqual([]);
    });

    if (file.startsWith('domain/')) {
      it('imports no API contract', () => {
        expect(shared.filter((target) => target.startsWith('api/'))).toEqual([]);
      });
    }

    if (file.endsWith('-messages.ts')) {
      it('imports no Valibot, nor a contract that does', () => {
        expect(packages).toEqual([]);
        expect(shared.filter((target) => !target.endsWith('-messages.ts') && !target.startsWith('domain/'))).toEqual(
          [],
        );
      });

      it("is its contract's one texts module, and passes on no other", () => {
        const contract = file.replace(/-messages\.ts$/, '.ts');
        expect(graph.get(contract)?.shared ?? []).toContain(file);
        expect(reExports(file)).toEqual([]);
      });
    }

    // Texts split across modules (`-errors`, `-notice-messages`, …) would be modules of api/ without Valibot.
    if (file.startsWith('api/') && !file.endsWith('-messages.ts') && !file.endsWith('.test.ts')) {
      it('is a contract (Valibot) or the API headers', () => {
        if (file !== 'api/headers.ts') expect(packages).toContain('valibot');
      });

      it('re-exports at most its own texts module', () => {
        const own = file.replace(/^api\/(.+)\.ts$/, '$1-messages');
        const others = reExports(file).filter((line) => line.match(/^export \* from '\.\/([\w-]+)';$/)?.[1] !== own);
        expect(others).toEqual([]);
      });
    }

    if (file.startsWith('api/') && !file.endsWith('.test.ts')) {
      it('declares every schema with a pure defineSchema', () => {
        const bare = (source.get(file) ?? '').match(/^(?:export )?const \w+ = (?:v\.|requestObject\()/gm) ?? [];
        expect(bare).toEqual([]);
      });
    }
  });
});
