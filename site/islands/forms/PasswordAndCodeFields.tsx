/**
 * The password and a current second-factor code (from the app, or a recovery code): what turning off
 * two-factor sign-in, new recovery codes, handing a team over and deleting it ask for. The code only
 * when asked for (`withCode`: a team owner without two-factor sign-in gives the password alone).
 */
import type { FieldErrors } from '../../shared/api/common';
import { Field } from './Field';
import { PasswordField } from './PasswordField';

/** The part of a form (useForm) these fields read and write. */
type Form = {
  values: { password: string; code: string };
  errors: FieldErrors;
  set: (key: 'password' | 'code', value: string) => void;
};

type Props = { form: Form; idPrefix: string; withCode?: boolean; passwordLabel?: string };

export function PasswordAndCodeFields({ form, idPrefix, withCode = true, passwordLabel = 'Your password' }: Props) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        autoComplete="current-password"
        name="password"
        value={form.values.password}
        error={form.errors.password}
        onChange={(event) => form.set('password', event.target.value)}
      />
      {withCode && (
        <Field
          id={`${idPrefix}-code`}
          label="Code from your app, or a recovery code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          name="code"
          value={form.values.code}
          error={form.errors.code}
          onChange={(event) => form.set('code', event.target.value)}
        />
      )}
    </>
  );
}

/** A request's body from them: the code only when asked for. */
export const confirmation = ({ password, code }: { password: string; code: string }, withCode: boolean) =>
  withCode ? { password, code: code.trim() } : { password };
