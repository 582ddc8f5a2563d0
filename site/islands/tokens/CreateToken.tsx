/**
 * Make an API token: a name, the scopes the current account's role may give (the API refuses the
 * others), an expiry. Once made, the token is shown here once (NewToken) instead of the form.
 */
import { type SubmitEvent, useEffect, useState } from 'react';
import { TOKEN_EXPIRY_DAYS, TOKEN_SCOPES, type TokenExpiryDays, type TokenScope } from '../../shared/domain/api-tokens';
import { $shownToken, createToken, usableScopes } from '../../stores/api-tokens';
import { Banner } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { useForm } from '../forms/useForm';
import { useStore } from '../use-store';
import { NewToken } from './NewToken';

type Values = { name: string; expiresInDays: string } & Record<TokenScope, boolean>;

const tokensCheck = contractCheck(() => import('../../shared/api/tokens'));

const NONE = Object.fromEntries(TOKEN_SCOPES.map((scope) => [scope, false])) as Record<TokenScope, boolean>;

type Props = {
  /** The contract's scope labels, as props: they travel in the HTML, not in the code. */
  labels: Record<TokenScope, string>;
};

export default function CreateToken({ labels }: Props) {
  const shown = useStore($shownToken);
  // The role is read from the session's copy after hydration: the static HTML lists every scope.
  const [scopes, setScopes] = useState<readonly TokenScope[]>(TOKEN_SCOPES);
  useEffect(() => setScopes(usableScopes()), []);
  const form = useForm<Values>({ name: '', expiresInDays: '30', ...NONE });
  const { values, errors } = form;

  if (shown) return <NewToken shown={shown} />;

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const request = {
      name: values.name,
      scopes: scopes.filter((scope) => values[scope]),
      expiresInDays: Number(values.expiresInDays) as TokenExpiryDays,
    };
    return form.submit(event, {
      check: () =>
        tokensCheck((contract, validate) => {
          const checked = validate(contract.tokenCreateSchema, request);
          return checked.ok ? { ok: true, data: request } : checked;
        }),
      send: createToken,
      fallback: 'Failed to create the token',
      done: () => {
        form.setValues({ name: '', expiresInDays: '30', ...NONE });
        return undefined;
      },
    });
  }

  return (
    <form ref={form.ref} className="form token-form" noValidate onSubmit={onSubmit} aria-labelledby="create-token">
      <Banner banner={form.banner} />
      <Field
        id="token-name"
        label="Name"
        name="name"
        autoComplete="off"
        maxLength={60}
        hint="What the token is for, e.g. “CI deploys”."
        value={values.name}
        error={errors.name}
        onChange={(event) => form.set('name', event.target.value)}
      />
      <fieldset className="token-scopes" aria-describedby={errors.scopes ? 'token-scopes-error' : 'token-scopes-hint'}>
        <legend className="label">Scopes</legend>
        <p className="field-hint" id="token-scopes-hint">
          Only what your role in this account may do; the token can never do more than you.
        </p>
        {scopes.map((scope) => (
          <label key={scope} className="checkbox token-scope">
            <input
              type="checkbox"
              name={scope}
              checked={values[scope]}
              onChange={(event) => {
                form.set(scope, event.target.checked);
                form.clear('scopes');
              }}
            />
            <span>
              <code>{scope}</code> <span className="muted">{labels[scope]}</span>
            </span>
          </label>
        ))}
        {errors.scopes && (
          <p className="field-error" id="token-scopes-error">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <Field
        as="select"
        id="token-expiry"
        label="Expires after"
        name="expiresInDays"
        value={values.expiresInDays}
        error={errors.expiresInDays}
        onChange={(event) => form.set('expiresInDays', event.target.value)}
      >
        {TOKEN_EXPIRY_DAYS.map((days) => (
          <option key={days} value={String(days)}>
            {days} days
          </option>
        ))}
      </Field>
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>
        {form.submitting ? 'Creating…' : 'Create token'}
      </button>
    </form>
  );
}
