/** The password and, with two-factor sign-in on, a current code: what handing the team over or deleting it asks for. */
import type { FieldErrors } from '../../shared/api/common';
import { Field } from '../forms/Field';
import { PasswordField } from '../forms/PasswordField';

/** The part of a form (useForm) these fields read and write. */
type Form = {
  values: { password: string; code: string };
  errors: FieldErrors;
  set: (key: 'password' | 'code', value: string) => void;
};

export default function OwnerConfirm({
  form,
  idPrefix,
  withCode,
}: {
  form: Form;
  idPrefix: string;
  withCode: boolean;
}) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label="Your password"
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

/** The body of the request: the code only when asked for. */
export const confirmation = ({ password, code }: { password: string; code: string }, withCode: boolean) =>
  withCode ? { password, code: code.trim() } : { password };
