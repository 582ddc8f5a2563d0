/** Renaming the team (owners and admins): a button that opens a one-field form. */
import { type SubmitEvent, useState } from 'react';
import { TEAM_NAME_MAX } from '../../shared/domain/teams';
import { renameTeam } from '../../stores/team';
import { Banner } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { useForm } from '../forms/useForm';

const teamsCheck = contractCheck(() => import('../../shared/api/teams'));

function RenameForm({ name, close }: { name: string; close: () => void }) {
  const form = useForm({ name });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () => teamsCheck((contract, validate) => validate(contract.teamRenameSchema, form.values)),
      // The API's messages, as when it refused the form: on the fields and in the banner.
      announceInvalid: true,
      send: () => renameTeam(form.values.name),
      fallback: 'Failed to rename the team',
      done: () => {
        close();
        return undefined;
      },
    });
  }
  return (
    <form ref={form.ref} className="form team-rename" noValidate onSubmit={onSubmit} aria-label="Rename the team">
      <Banner banner={form.banner} />
      <Field
        id="team-rename-name"
        label="Team name"
        name="name"
        autoComplete="organization"
        maxLength={TEAM_NAME_MAX}
        value={form.values.name}
        error={form.errors.name}
        onChange={(event) => form.set('name', event.target.value)}
      />
      <div className="team-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save name'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export default function RenameTeam({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  if (open) return <RenameForm name={name} close={() => setOpen(false)} />;
  return (
    <div className="team-actions">
      <button type="button" className="btn btn-sm" onClick={() => setOpen(true)}>
        Rename team
      </button>
    </div>
  );
}
