/** The Create a team form: the team's name; the session then acts for the new team and its page opens. */
import type { SubmitEvent } from 'react';
import { TEAM_NAME_MAX } from '../../shared/domain/teams';
import { createTeam } from '../../stores/accounts';
import { Banner } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { useForm } from '../forms/useForm';

const teamsCheck = contractCheck(() => import('../../shared/api/teams'));

export default function CreateTeam() {
  const form = useForm({ name: '' });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () => teamsCheck((contract, validate) => validate(contract.teamCreateSchema, form.values)),
      // The API's messages, as when it refused the form: on the fields and in the banner.
      announceInvalid: true,
      send: () => createTeam(form.values.name),
      fallback: 'Failed to create the team',
      // The team's page opens (stores/accounts.ts): the button stays busy until it does.
      done: () => ({ busy: true }),
    });
  }
  return (
    <form ref={form.ref} className="form team-create-form" noValidate onSubmit={onSubmit} aria-label="Create a team">
      <Banner banner={form.banner} />
      <Field
        id="team-create-name"
        label="Team name"
        name="name"
        autoComplete="organization"
        maxLength={TEAM_NAME_MAX}
        hint="Your company, project or client. You can rename it later."
        value={form.values.name}
        error={form.errors.name}
        onChange={(event) => form.set('name', event.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>
        {form.submitting ? 'Creating…' : 'Create team'}
      </button>
    </form>
  );
}
