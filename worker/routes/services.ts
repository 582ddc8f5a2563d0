/**
 * `/api/services`: the current account's services with this month's usage so far (priced by the
 * shared metering module, "now" the request's time), and cancelling one: it ends at once and its
 * metering stops with the hour it started last (docs/decisions/services-metered-by-the-hour.md).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  type AccountService,
  accountServiceData,
  serviceErrors,
  serviceIdSchema,
  serviceListData,
} from '../../site/shared/api/services';
import { monthCharge, monthForecast, monthOf } from '../../site/shared/domain/metering';
import { cancelService, type ServiceRow, serviceOf, servicesOf } from '../db/account-services';
import { suspendingInvoiceOf } from '../db/dunning';
import type { AppEnv } from '../env';
import { creditCancelledService } from '../lib/cancel-credit';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { pathParam } from '../middleware/path-param';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

const EXAMPLE_ID = '3f2b8c1e-7d4a-4e6b-9a51-0c2d8e4f6a10';
const iso = (time: number) => new Date(time).toISOString();

function toService(row: ServiceRow, now: number, suspended = false): AccountService {
  const charge = monthCharge(row, monthOf(now), now);
  return {
    id: row.id,
    itemKind: row.itemKind,
    itemId: row.itemId,
    name: row.name,
    count: row.count,
    billingPeriod: row.billingPeriod,
    region: row.region,
    // A running service of a suspended account reads "Suspended" (docs/decisions/reminders-and-suspension.md).
    state: suspended && row.state === 'active' ? 'suspended' : row.state,
    startedAt: iso(row.startedAt),
    endedAt: row.endedAt === null ? null : iso(row.endedAt),
    monthlyPriceCents: row.monthlyPriceCents,
    hourlyRateMills: row.hourlyRateMills,
    hoursThisMonth: charge.hours,
    amountThisMonthCents: charge.amountCents,
    capped: charge.capped,
  };
}

export const services = new Hono<AppEnv>()
  .get(
    '/',
    signedInRoute({ action: 'services:read', tokenScope: 'services:read' }),
    describeRoute({
      tags: ['Services'],
      summary: "List the account's services with this month's usage",
      description:
        'Oldest first. While an invoice is unpaid 14 days after its due date, the account is suspended: `suspendedFor` names it and running services read "suspended". Monthly items are metered by the started hour (plans and VPS up to their monthly price a month, GPU instances without a cap); annual items are paid at checkout and show no usage. `forecastCents` is the month to its end if nothing changes.',
      responses: { 200: success("The current account's services", serviceListData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const { account } = signedIn.accountActor;
      const now = Date.now();
      const batch = namedBatch({ rows: servicesOf(db, account), suspending: suspendingInvoiceOf(db, account, now) });
      const { rows, suspending } = batch.read((await signedIn.run(batch.statements)).results);
      const month = monthOf(now);
      const suspendedFor = suspending[0]?.number ?? null;
      const list = rows.map((row) => toService(row, now, suspendedFor !== null));
      const thisMonthCents = list.reduce((sum, service) => sum + service.amountThisMonthCents, 0);
      const forecastCents = rows.reduce((sum, row) => sum + monthForecast(row, month).amountCents, 0);
      return ok(c, { month, services: list, thisMonthCents, forecastCents, suspendedFor });
    },
  )
  .post(
    '/:id/cancel',
    signedInRoute({ action: 'services:cancel', tokenScope: 'services:write', limits: ['cartWrite'] }),
    pathParam('id', serviceIdSchema, { description: 'The service id (a UUID)', example: EXAMPLE_ID }),
    describeRoute({
      tags: ['Services'],
      summary: 'Cancel a service',
      description:
        'It ends now; the hour it started last is the last one metered. An annual service’s whole unused months are credited at the price paid: a credit note against its invoice, mailed, and account credit where the invoice was paid. Another account’s service answers 404, as an unknown id does.',
      responses: {
        200: success('The ended service', accountServiceData),
        404: failure(serviceErrors.notFound),
        409: failure(serviceErrors.alreadyEnded),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const { account, guard } = signedIn.accountActor;
      const id = c.req.valid('param').id;
      const now = Date.now();
      const batch = namedBatch({
        cancelled: cancelService(db, { account, guard }, id, now),
        service: serviceOf(db, account, id),
      });
      const { user, results } = await signedIn.run(batch.statements);
      const { cancelled, service } = batch.read(results);
      const [ended] = cancelled;
      if (ended) {
        // An annual service's whole unused months come back as a credit note.
        await creditCancelledService(c, ended, user, now);
        return ok(c, toService(ended, now));
      }
      if (service.length === 0) throw new ApiError(404, serviceErrors.notFound);
      throw new ApiError(409, serviceErrors.alreadyEnded);
    },
  );
