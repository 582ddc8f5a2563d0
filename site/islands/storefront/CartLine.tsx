/**
 * What a cart line lets the customer choose before the order (docs/decisions/vps-and-gpus-orderable.md):
 * its region, and a GPU line's count; and how a line is named and priced in the list.
 */
import { useId, useState } from 'react';
import type { CartItem } from '../../shared/api/cart';
import { cartReviewMessages, lineProduct } from '../../shared/api/cart-messages';
import { MAX_GPU_COUNT } from '../../shared/domain/account-services';
import { formatHourlyRate, hourlyRate } from '../../shared/domain/hourly';
import { formatMoney } from '../../shared/domain/money';
import { formatPrice } from '../../shared/domain/pricing';
import { changeLine, isGpuLine } from '../../stores/cart';

export function lineKind(item: CartItem): string {
  if (item.instanceId) return item.instanceId.kind === 'gpu' ? 'GPU instance' : 'VPS';
  return 'Server plan';
}

/** A GPU line's price: "$1.50/hr × 2"; null for the others, which show their period's price. */
export function linePriceLabel(item: CartItem): string | null {
  if (!isGpuLine(item)) return null;
  const hourly = item.instanceId?.hourlyPrice ?? null;
  return hourly === null ? 'Custom' : `${formatMoney(hourly)}/hr × ${item.count}`;
}

/** How a metered line is billed: by the hour, capped at the monthly price, or a GPU's hours × count. */
export function meteredRate(item: CartItem): string {
  const gpu = linePriceLabel(item);
  if (gpu !== null) return gpu;
  const monthly = lineProduct(item)?.monthlyPrice ?? null;
  if (monthly === null) return 'Custom';
  if (monthly <= 0) return formatMoney(0);
  return `${formatHourlyRate(hourlyRate(monthly))}, up to ${formatPrice(monthly)}/mo`;
}

export function LineChoices({ item }: { item: CartItem }) {
  const [busy, setBusy] = useState(false);
  const regionId = useId();
  const name = lineProduct(item)?.name ?? '';
  const change = async (value: { count?: number; region?: string }) => {
    setBusy(true);
    await changeLine(item, value);
    setBusy(false);
  };
  return (
    <span className="cart-choices">
      {item.regions.length > 1 ? (
        <span className="cart-choice">
          <label htmlFor={regionId}>{cartReviewMessages.region}</label>
          <select
            id={regionId}
            className="input input-sm"
            value={item.region}
            disabled={busy}
            onChange={(event) => void change({ region: event.target.value })}
          >
            {item.regions.map((region) => (
              <option key={region}>{region}</option>
            ))}
          </select>
        </span>
      ) : (
        <span className="cart-choice">
          {cartReviewMessages.region}: {item.region}
        </span>
      )}
      {isGpuLine(item) && (
        <fieldset className="cart-choice cart-stepper">
          <legend className="visually-hidden">{`${cartReviewMessages.count} of ${name}`}</legend>
          <button
            type="button"
            className="btn btn-sm"
            aria-label={`One fewer ${name}`}
            disabled={busy || item.count <= 1}
            onClick={() => void change({ count: item.count - 1 })}
          >
            −
          </button>
          <output aria-live="polite" aria-label={cartReviewMessages.count}>
            {item.count}
          </output>
          <button
            type="button"
            className="btn btn-sm"
            aria-label={`One more ${name}`}
            disabled={busy || item.count >= MAX_GPU_COUNT}
            onClick={() => void change({ count: item.count + 1 })}
          >
            +
          </button>
        </fieldset>
      )}
    </span>
  );
}
