// A worker thread of the share-image step (scripts/lib/og-images.mjs): draws the cards it is given.
import { workerData } from 'node:worker_threads';
import { drawCards } from './og-images.mjs';

await drawCards(workerData.cards, workerData.outDir);
