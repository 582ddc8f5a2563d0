/**
 * The billing details form: on the Billing page, and in the cart when checkout needs them (then its
 * button saves and places the order). Its contract checks it on the first submit, loaded then.
 */
import { type SubmitEvent, useMemo } from 'react';
import type { BillingDetails, BillingDraft } from '../../shared/api/billing';
import { billingMessages, VAT_NUMBER_HINT } from '../../shared/api/billing-messages';
import { COUNTRY_CODES, countryName } from '../../shared/domain/countries';
import { saveBillingDetails } from '../../stores/billing';
import { Banner } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { useForm } from '../forms/useForm';

const billingCheck = contractCheck(() => import('../../shared/api/billing'));

type Props = {
  details: BillingDetails | null;
  /** Without details: the profile's company and address, where the form starts (one place for an address). */
  draft?: BillingDraft;
  /** The submit button's text. */
  action: string;
  /** After a save: the Billing page shows it; the cart goes on to place the order. */
  onSaved?: (details: BillingDetails) => void;
  /** Prefix of the fields' ids, so two forms never share one. */
  idPrefix?: string;
};

export default function BillingDetailsForm({ details, draft = null, action, onSaved, idPrefix = 'billing' }: Props) {
  const form = useForm({
    name: details?.name ?? draft?.name ?? '',
    line1: details?.line1 ?? draft?.line1 ?? '',
    line2: details?.line2 ?? '',
    postalCode: details?.postalCode ?? '',
    city: details?.city ?? '',
    region: details?.region ?? '',
    country: details?.country ?? '',
    vatNumber: details?.vatNumber ?? '',
  });
  const { values, errors } = form;
  const countries = useMemo(() => {
    const collator = new Intl.Collator('en');
    return COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, []);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () => billingCheck((contract, validate) => validate(contract.billingDetailsSchema, values)),
      send: () => saveBillingDetails(values),
      fallback: billingMessages.saveFailed,
      done: (saved) => {
        onSaved?.(saved);
        return onSaved ? { busy: true } : { banner: { kind: 'success', text: billingMessages.saved } };
      },
    });
  }

  const field = (key: keyof typeof values, label: string, autoComplete: string, hint?: string) => (
    <Field
      id={`${idPrefix}-${key}`}
      label={label}
      name={key}
      autoComplete={autoComplete}
      value={values[key]}
      error={errors[key]}
      hint={hint}
      onChange={(event) => form.set(key, event.target.value)}
    />
  );

  return (
    <form ref={form.ref} className="form billing-form" noValidate onSubmit={onSubmit}>
      <Banner banner={form.banner} />
      {field('name', 'Name or company', 'organization', 'As it should appear on your invoices.')}
      {field('line1', 'Address', 'address-line1')}
      {field('line2', 'Address line 2 (optional)', 'address-line2')}
      <div className="billing-form-row">
        {field('postalCode', 'Postal code', 'postal-code')}
        {field('city', 'City', 'address-level2')}
      </div>
      <div className="billing-form-row">
        {field('region', 'State or region (optional)', 'address-level1')}
        <Field
          as="select"
          id={`${idPrefix}-country`}
          label="Country"
          name="country"
          autoComplete="country"
          value={values.country}
          error={errors.country}
          onChange={(event) => form.set('country', event.target.value)}
        >
          <option value="">Choose a country</option>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Field>
      </div>
      {field('vatNumber', 'VAT number (optional)', 'off', VAT_NUMBER_HINT)}
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>
        {form.submitting ? 'Saving…' : action}
      </button>
    </form>
  );
}
