/**
 * Billing's monthly budget (docs/decisions/spend-budgets.md): this month's metered usage against the
 * budget as a meter that reads as text, and the form that sets it for owners, admins and billing members.
 */
import { type FormEvent, useEffect, useState } from 'react';
import type { Budget } from '../../shared/api/budget';
import { budgetMessages, usageText } from '../../shared/api/budget-messages';
import { formatMoney } from '../../shared/domain/money';
import { $budget, loadBudget, saveBudget } from '../../stores/budget';
import { may } from '../../stores/current-account';
import { initSession } from '../../stores/session';
import { Banner, type BannerState } from '../forms/Banner';
import { CheckboxField } from '../forms/CheckboxField';
import { Field } from '../forms/Field';
import { useStore } from '../use-store';
import { Failed } from './Failed';

function UsageMeter({ budget }: { budget: Budget }) {
  if (!budget.budget) {
    return (
      <p className="budget-none">
        {budgetMessages.none} <strong>{formatMoney(budget.usageCents / 100)}</strong>
      </p>
    );
  }
  const { amountDollars, percentUsed } = budget.budget;
  const text = usageText(budget.usageCents, amountDollars, percentUsed);
  return (
    <div className="budget-usage">
      <p className="budget-usage-text">{text}</p>
      <meter
        className="budget-meter"
        min={0}
        max={amountDollars * 100}
        low={amountDollars * 50}
        high={amountDollars * 75}
        optimum={0}
        value={Math.min(budget.usageCents, amountDollars * 100)}
        aria-labelledby="budget-heading"
        aria-valuetext={text}
      >
        {text}
      </meter>
    </div>
  );
}

function BudgetForm({ budget }: { budget: Budget }) {
  const [amount, setAmount] = useState(budget.budget ? String(budget.budget.amountDollars) : '');
  const [stop, setStop] = useState(budget.budget?.stopAtBudget ?? false);
  const [banner, setBanner] = useState<BannerState>(null);
  const [busy, setBusy] = useState(false);

  async function send(amountDollars: number | null) {
    setBusy(true);
    const result = await saveBudget({ amountDollars, stopAtBudget: stop });
    setBusy(false);
    if (result.ok)
      setBanner({ kind: 'success', text: amountDollars === null ? budgetMessages.removed : budgetMessages.saved });
    else setBanner({ kind: 'error', text: result.error || budgetMessages.saveFailed });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The server checks the amount; a text that is no number is sent as such and refused with its message.
    void send(amount.trim() === '' ? null : Number(amount));
  }

  return (
    <form className="billing-form budget-form" onSubmit={submit} noValidate>
      <Field
        id="budget-amount"
        label={budgetMessages.amountLabel}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
      />
      <CheckboxField id="budget-stop" checked={stop} onChange={(event) => setStop(event.currentTarget.checked)}>
        {budgetMessages.stopLabel}
        <span className="muted budget-hint"> {budgetMessages.stopHint}</span>
      </CheckboxField>
      <Banner banner={banner} />
      <div className="budget-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {budgetMessages.save}
        </button>
        {budget.budget && (
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void send(null)}>
            {budgetMessages.remove}
          </button>
        )}
      </div>
    </form>
  );
}

function Body() {
  const state = useStore($budget);
  if (state.status === 'loading') return <div className="skeleton" style={{ height: '6rem' }} aria-busy="true" />;
  if (state.status === 'error') return <Failed message={state.message} retry={() => void loadBudget()} />;
  return (
    <>
      <UsageMeter budget={state.budget} />
      {may('budget:set') ? <BudgetForm budget={state.budget} /> : <p className="muted">{budgetMessages.readOnly}</p>}
    </>
  );
}

export default function BudgetCard() {
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    // As the billing details card: the invoices island handles a missing session and tells other roles why.
    if (!initSession()) return;
    if (may('billing:read')) void loadBudget();
    else setAllowed(false);
  }, []);
  if (!allowed) return null;
  return (
    <section className="card billing-card" aria-labelledby="budget-heading">
      <h2 id="budget-heading">{budgetMessages.heading}</h2>
      <p className="muted">{budgetMessages.lead}</p>
      <Body />
    </section>
  );
}
