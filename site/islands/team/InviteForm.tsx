/** The Invite form: an e-mail address and the role it joins with, each role with what it may do. */
import type { SubmitEvent } from 'react';
import { ASSIGNABLE_ROLES, type AssignableRole, ROLE_LABELS } from '../../shared/domain/teams';
import { invite } from '../../stores/team-invitations';
import { Banner } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { useForm } from '../forms/useForm';

const invitationsCheck = contractCheck(() => import('../../shared/api/team-invitations'));

export default function InviteForm({ summaries }: { summaries: Record<AssignableRole, string> }) {
  const form = useForm<{ email: string; role: AssignableRole }>({ email: '', role: 'member' });
  const { values, errors } = form;
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () => invitationsCheck((contract, validate) => validate(contract.inviteSchema, values)),
      // The API's messages, as when it refused the form: on the fields and in the banner.
      announceInvalid: true,
      send: () => invite(values.email, values.role),
      fallback: 'Failed to send the invitation',
      done: () => {
        form.set('email', '');
        return undefined;
      },
    });
  }
  return (
    <form ref={form.ref} className="form team-invite" noValidate onSubmit={onSubmit} aria-label="Invite someone">
      <Banner banner={form.banner} />
      <Field
        id="invite-email"
        label="E-mail address"
        type="email"
        inputMode="email"
        autoComplete="off"
        name="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => form.set('email', event.target.value)}
      />
      <fieldset className="team-roles" aria-describedby={errors.role ? 'invite-role-error' : undefined}>
        <legend className="label">Role</legend>
        {ASSIGNABLE_ROLES.map((role) => (
          <label key={role} className="team-role-option">
            <input
              type="radio"
              name="role"
              value={role}
              checked={values.role === role}
              onChange={() => form.set('role', role)}
            />
            <span>
              <span className="team-role-name">{ROLE_LABELS[role]}</span>
              <span className="team-role-summary">{summaries[role]}</span>
            </span>
          </label>
        ))}
        {errors.role && (
          <p className="field-error" id="invite-role-error">
            {errors.role}
          </p>
        )}
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>
        {form.submitting ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
