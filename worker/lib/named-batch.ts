/**
 * A batch by name: \`statements\` in the order the object lists them (the order D1 runs them), and
 * \`read(results)\` answering each statement's rows under its name, so no route reads \`results[6]\`.
 */
import type { BatchItemOf, BatchResults } from '../db/compiled';

export function namedBatch<const N extends Record<string, BatchItemOf>>(named: N) {
  const names = Object.keys(named);
  return {
    statements: Object.values(named),
    read: (results: readonly unknown[]) =>
      Object.fromEntries(names.map((name, index) => [name, results[index]])) as {
        [K in keyof N]: BatchResults<[N[K]]>[0];
      },
  };
}
