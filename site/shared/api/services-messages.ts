/**
 * Every text of `/api/services`: the Services page, Billing's month so far
 * (docs/decisions/services-metered-by-the-hour.md) and the API's refusals, without Valibot (`services.ts` re-exports it).
 */
import type { ServiceItemKind } from '../domain/account-services';

export const SERVICE_KIND_LABELS: Record<ServiceItemKind, string> = {
  plan: 'Server plan',
  service: 'Service',
  vps: 'VPS size',
  gpu: 'GPU instance',
};

/** What the API refuses a service's cancellation with. */
export const serviceErrors = {
  idMalformed: 'Service id must be a UUID',
  notFound: 'Service not found',
  alreadyEnded: 'This service has already ended.',
} as const;

export const serviceMessages = {
  loading: 'Loading your services…',
  loadFailed: 'Your services could not be loaded.',
  loadException: 'Your services could not be loaded. Check your connection and try again.',
  suspended: (invoice: string) => `New orders are suspended until ${invoice} is paid; these services keep running.`,
  none: 'No services yet. What you order shows here, with its hours this month.',
  cancelFailed: 'The service could not be cancelled. Please try again.',
  cancelled: (name: string) => `${name} is cancelled. Its metering stopped with the hour that had started.`,
  cancelLead:
    'It ends now. The hour that has started is the last one billed; this month’s hours are invoiced on the 1st.',
  prepaid: 'Paid for the year at checkout',
  monthSoFarLead:
    'This calendar month (UTC), before tax, invoiced on the 1st of next month. The forecast assumes your services run on as they are.',
} as const;
