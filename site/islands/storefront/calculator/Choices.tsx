/** The calculator's choices: plans, VPS sizes, GPU instances, services and add-ons (docs/decisions/calculator-state-in-the-url.md). */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { DEFAULT_GPU_HOURS, type Estimate, type EstimateCatalog, MAX_COUNT } from '../../../lib/estimate';
import { CATEGORY_LABELS, SERVICE_CATEGORIES } from '../../../shared/domain/catalog';
import { formatHourlyRate, gpuPriceLabel, hourlyRate, MAX_HOURS_PER_MONTH } from '../../../shared/domain/hourly';
import { annualPrice, type BillingPeriod, formatPrice, priceLabel } from '../../../shared/domain/pricing';
import { $estimate, setChosen, setGpu, setVpsCount } from '../../../stores/estimate';
import { CountField } from './CountField';

type Props = { estimate: Estimate; catalog: EstimateCatalog };

/** "$12/mo · $0.018/hr", "$115/yr" (annual billing has no hourly rate), "Free", "Custom": the price beside a choice. */
function choicePrice(monthly: number | null, hourly: boolean, period: BillingPeriod): string {
  if (monthly === null || monthly === 0) return priceLabel(monthly);
  if (period === 'annual') return `${formatPrice(annualPrice(monthly))}/yr`;
  const month = `${priceLabel(monthly)}/mo`;
  return hourly ? `${month} · ${formatHourlyRate(hourlyRate(monthly))}` : month;
}

function Check({
  label,
  price,
  checked,
  onChange,
  badge,
}: {
  label: string;
  price: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  badge?: string | undefined;
}) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  // A box ticked before the calculator loaded (client:demand) keeps its tick; it is taken over on mount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; later changes arrive as events.
  useLayoutEffect(() => {
    if (box.current && box.current.checked !== checked) onChange(box.current.checked);
  }, []);
  // Named by the item alone and described by its price, so a screen reader says "Pro, checkbox, $29/mo…".
  return (
    <label className="calc-check">
      <input
        ref={box}
        type="checkbox"
        checked={checked}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-price`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="calc-check-name" id={`${id}-name`}>
        {label}
      </span>
      <span className="calc-price" id={`${id}-price`}>
        {price}
        {badge && <span className="badge badge-warning calc-badge">{badge}</span>}
      </span>
    </label>
  );
}

function GpuRow({
  gpu,
  chosen,
}: {
  gpu: EstimateCatalog['gpus'][number];
  chosen: Estimate['gpus'][string] | undefined;
}) {
  const [hours, setHours] = useState(DEFAULT_GPU_HOURS);
  const priceId = useId();
  const current = chosen?.hours ?? hours;
  const price = gpuPriceLabel(gpu.hourlyPrice);
  return (
    <li className="calc-row calc-row-gpu">
      <p className="calc-row-name">
        {gpu.name}
        <span className="calc-price" id={priceId}>
          {price.rate} · {price.approx}
        </span>
      </p>
      <CountField
        item={gpu.name}
        label="Instances"
        value={chosen?.count ?? 0}
        max={MAX_COUNT}
        describedBy={priceId}
        onValue={(count) => {
          setHours(current); // kept when the count drops to 0 and the estimate forgets the row
          setGpu(gpu.id, { count, hours: current });
        }}
      />
      <CountField
        item={gpu.name}
        label="Hours a month"
        value={current}
        max={MAX_HOURS_PER_MONTH}
        onValue={(next) => {
          setHours(next);
          // The estimate as it is now: on mount the count field may have just put this row in it.
          const latest = $estimate.get().gpus[gpu.id];
          if (latest) setGpu(gpu.id, { count: latest.count, hours: next });
        }}
      />
    </li>
  );
}

export function Choices({ estimate, catalog }: Props) {
  return (
    <>
      <fieldset className="calc-group">
        <legend>Server plans</legend>
        <p className="calc-group-hint">Managed hosting, billed hourly up to the monthly price.</p>
        <div className="calc-checks">
          {catalog.plans.map((plan) => (
            <Check
              key={plan.id}
              label={plan.name}
              price={choicePrice(plan.monthlyPrice, true, estimate.period)}
              checked={estimate.plans.includes(plan.id)}
              onChange={(checked) => setChosen('plans', plan.id, checked)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="calc-group">
        <legend>Virtual private servers</legend>
        <p className="calc-group-hint">How many of each size, billed hourly up to the monthly price.</p>
        <ul className="calc-rows">
          {catalog.vps.map((vps) => (
            <li key={vps.id} className="calc-row">
              <p className="calc-row-name">
                {vps.name}
                <span className="calc-price" id={`calc-vps-${vps.id}`}>
                  {choicePrice(vps.monthlyPrice, true, estimate.period)}
                </span>
              </p>
              <CountField
                item={vps.name}
                label="Servers"
                value={estimate.vps[vps.id] ?? 0}
                max={MAX_COUNT}
                describedBy={`calc-vps-${vps.id}`}
                onValue={(count) => setVpsCount(vps.id, count)}
              />
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className="calc-group">
        <legend>GPU instances</legend>
        <p className="calc-group-hint">
          Billed per hour with no monthly cap: {DEFAULT_GPU_HOURS} hours is an always-on month.
        </p>
        <ul className="calc-rows">
          {catalog.gpus.map((gpu) => (
            <GpuRow key={gpu.id} gpu={gpu} chosen={estimate.gpus[gpu.id]} />
          ))}
        </ul>
      </fieldset>

      {SERVICE_CATEGORIES.map((category) => {
        const services = catalog.services.filter((service) => service.category === category);
        if (services.length === 0) return null;
        return (
          <fieldset key={category} className="calc-group">
            <legend>{category === 'additionalServices' ? 'Add-ons' : CATEGORY_LABELS[category]}</legend>
            <div className="calc-checks">
              {services.map((service) => (
                <Check
                  key={service.id}
                  label={service.name}
                  price={choicePrice(service.monthlyPrice, category === 'kvmVps', estimate.period)}
                  checked={estimate.services.includes(service.id)}
                  onChange={(checked) => setChosen('services', service.id, checked)}
                  badge={service.isOutOfStock ? 'Out of stock' : undefined}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
