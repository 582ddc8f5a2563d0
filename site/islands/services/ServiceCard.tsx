/** One service as a card: what it is, where and since when it runs, and this month's hours and amount so far. */
import { formatDay } from '../../lib/dates';
import type { AccountService } from '../../shared/api/services';
import { SERVICE_KIND_LABELS, serviceMessages } from '../../shared/api/services-messages';
import { toDollars } from '../../shared/domain/billing';
import { formatHourlyRate } from '../../shared/domain/hourly';
import { formatMoney } from '../../shared/domain/money';
import { STATE_LABELS } from '../../shared/domain/state-names';
import { CancelService } from './CancelService';

const money = (cents: number) => formatMoney(toDollars(cents));

function Usage({ service }: { service: AccountService }) {
  if (service.billingPeriod === 'annual') {
    return (
      <div className="service-usage">
        <dt>This month</dt>
        <dd>{serviceMessages.prepaid}</dd>
      </div>
    );
  }
  const rate = formatHourlyRate(service.hourlyRateMills / 1000);
  return (
    <>
      <div>
        <dt>Hours this month</dt>
        <dd>
          {service.hoursThisMonth} h at {rate}
          {service.count > 1 ? ` × ${service.count}` : ''}
        </dd>
      </div>
      <div className="service-usage">
        <dt>So far</dt>
        <dd>
          <strong>{money(service.amountThisMonthCents)}</strong>
          {service.capped && <span className="muted"> · capped at the monthly price</span>}
        </dd>
      </div>
    </>
  );
}

const BADGE: Record<AccountService['state'], string> = {
  active: 'badge-success',
  ended: 'service-ended',
  suspended: 'badge-danger',
};

export function ServiceCard({ service, canCancel }: { service: AccountService; canCancel: boolean }) {
  const ended = service.state === 'ended';
  return (
    <li className="service-card">
      <div className="service-head">
        <h3 className="service-name">{service.name}</h3>
        <span className={`badge ${BADGE[service.state]}`}>{STATE_LABELS[service.state]}</span>
      </div>
      <dl className="service-facts">
        <div>
          <dt>Item</dt>
          <dd>
            {SERVICE_KIND_LABELS[service.itemKind]}
            {service.count > 1 ? ` × ${service.count}` : ''}
          </dd>
        </div>
        <div>
          <dt>Billing</dt>
          <dd>{service.billingPeriod === 'annual' ? 'Annual, paid ahead' : 'Monthly, by the hour'}</dd>
        </div>
        <div>
          <dt>Region</dt>
          <dd>{service.region ?? '—'}</dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>
            <time dateTime={service.startedAt}>{formatDay(service.startedAt)}</time>
          </dd>
        </div>
        {service.endedAt && (
          <div>
            <dt>Ended</dt>
            <dd>
              <time dateTime={service.endedAt}>{formatDay(service.endedAt)}</time>
            </dd>
          </div>
        )}
        <Usage service={service} />
      </dl>
      {canCancel && !ended && (
        <div className="service-actions">
          <CancelService service={service} />
        </div>
      )}
    </li>
  );
}
