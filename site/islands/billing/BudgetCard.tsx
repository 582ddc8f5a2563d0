/**
 * Billing's monthly budget (docs/decisions/spend-budgets.md): this month's metered usage against the
 * budget as a meter that reads as text, and the form that sets it for owners, admins and billing members.
 */
import { useEffect, useState } from 'react';
import type { Budget } from '../../shared/api/budget';
import { budgetMessages, usageText } from '../../shared/api/budget-messages';
import { formatMoney } from '../../shared/domain/money';
import { $budget, loadBudget, saveBudget } from '../../stores/budget';
import { may } from '../../stores/current-account';
import { initSession } from '../../stores/session';
import { Banner } from '../forms/Banner';
import { CheckboxField } from '../forms/CheckboxField';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { useForm } from '../forms/useForm';
import { useStore } from '../use-store';
import { Failed } from './Failed';

const budgetCheck = contractCheck(() => import('../../shared/api/budget'));

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
  const form = useForm({
    amountDollars: budget.budget ? String(budget.budget.amountDollars) : '',
    stopAtBudget: budget.budget?.stopAtBudget ?? false,
  });
  const { values, errors } = form;

  /** Saves the budget, or removes it (`null`), after the contract's check. */
  function save(event: { preventDefault(): void }, amountDollars: number | null) {
    const input = { amountDollars, stopAtBudget: values.stopAtBudget };
    return form.submit(event, {
      check: () => budgetCheck((contract, validate) => validate(contract.budgetInputSchema, input)),
      send: saveBudget,
      fallback: budgetMessages.saveFailed,
      done: () => ({
        banner: { kind: 'success', text: amountDollars === null ? budgetMessages.removed : budgetMessages.saved },
      }),
    });
  }

  return (
    <form
      ref={form.ref}
      className="billing-form budget-form"
      onSubmit={(event) => save(event, values.amountDollars.trim() === '' ? null : Number(values.amountDollars))}
      noValidate
    >
      <Field
        id="budget-amount"
        label={budgetMessages.amountLabel}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        name="amountDollars"
        value={values.amountDollars}
        error={errors.amountDollars}
        onChange={(event) => form.set('amountDollars', event.currentTarget.value)}
      />
      <CheckboxField
        id="budget-stop"
        name="stopAtBudget"
        checked={values.stopAtBudget}
        onChange={(event) => form.set('stopAtBudget', event.currentTarget.checked)}
      >
        {budgetMessages.stopLabel}
        <span className="muted budget-hint"> {budgetMessages.stopHint}</span>
      </CheckboxField>
      <Banner banner={form.banner} />
      <div className="budget-actions">
        <button type="submit" className="btn btn-primary" disabled={form.submitting}>
          {budgetMessages.save}
        </button>
        {budget.budget && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={form.submitting}
            onClick={(event) => void save(event, null)}
          >
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
