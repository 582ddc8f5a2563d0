import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroup } from './chunk-groups.mjs';

describe('chunkGroup', () => {
  it('takes the listed files and the modules of the listed packages, nothing else', () => {
    const group = chunkGroup('signed-in', { packages: ['nanostores'], files: ['site/lib/api.ts'] });
    expect(group.test(resolve('site/lib/api.ts'))).toBe(true);
    expect(group.test(`${resolve('site/lib/api.ts')}?v=1`)).toBe(true);
    expect(group.test(resolve('node_modules/nanostores/atom/index.js'))).toBe(true);
    expect(group.test(resolve('site/lib/api.test.ts'))).toBe(false);
    expect(group.test(resolve('node_modules/nanostores-extra/index.js'))).toBe(false);
  });

  it('stops the build when a listed file does not exist', () => {
    expect(() => chunkGroup('gone', { files: ['site/lib/renamed-away.ts'] })).toThrow(/renamed-away\.ts/);
  });
});
