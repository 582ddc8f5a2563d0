/**
 * The journeys that end with the monthly run closing the month. A run closes the month for every account
 * at once, so these two run one after the other in one worker: one's run must not close the other's month
 * half-way through (before its cancellation, or before its credit exists). Other specs start no monthly run.
 */
import { balanceJourney } from './balance-journey';
import { test } from './fixtures';
import { servicesJourney } from './services-journey';

test.describe('the month closed by the monthly run', () => {
  test.describe.configure({ mode: 'default' });

  test(
    'a GPU × 2 and a monthly plan from the calculator: reviewed with tax, ordered, listed with hours, the plan cancelled, one invoice from the monthly run',
    servicesJourney,
  );

  test(
    'a cancelled annual plan comes back as a credit note, mailed and listed, and as credit on Billing; next month’s invoice uses it',
    balanceJourney,
  );
});
