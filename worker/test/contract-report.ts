/**
 * After each test file, one line saying how many answers the contract check saw and over how many
 * documented operations (worker/test/contract.ts). npm test keeps it in test-results/logs/worker-tests.log.
 */
import { afterAll, expect } from 'vitest';
import { contractStats } from './contract';

afterAll(() => {
  if (contractStats.responses === 0) return;
  const file = expect.getState().testPath?.split('/').slice(-2).join('/') ?? 'this file';
  console.log(
    `contract: ${contractStats.responses} answers checked against the document, ${contractStats.operations.size} operations (${file})`,
  );
});
