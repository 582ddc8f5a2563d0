/** Handing the team to another member (the owner): they become the owner, and the owner stays as an admin. */
import type { SubmitEvent } from 'react';
import type { Team } from '../../shared/api/teams';
import { ROLE_LABELS } from '../../shared/domain/teams';
import { transferOwnership } from '../../stores/team';
import { Banner } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { confirmation, PasswordAndCodeFields } from '../forms/PasswordAndCodeFields';
import { useForm } from '../forms/useForm';

const teamsCheck = contractCheck(() => import('../../shared/api/teams'));

export default function TransferOwnership({ team, withCode }: { team: Team; withCode: boolean }) {
  const others = team.members.filter((member) => member.role !== 'owner');
  const form = useForm({ userId: '', password: '', code: '' });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () =>
        teamsCheck((contract, validate) =>
          validate(contract.transferSchema, { userId: form.values.userId, ...confirmation(form.values, withCode) }),
        ),
      // The API's messages, as when it refused the form: on the fields and in the banner.
      announceInvalid: true,
      send: () => transferOwnership(form.values.userId, confirmation(form.values, withCode)),
      fallback: 'Failed to transfer the ownership',
      done: () => undefined,
    });
  }
  return (
    <section className="card team-card" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">Transfer ownership</h2>
      <p className="muted">
        The member you choose becomes the owner: the only one who can change the security policy, transfer the team or
        delete it. You stay in the team as an admin.
      </p>
      {others.length === 0 ? (
        <p className="muted">Invite someone first: the team has no other member to hand it to.</p>
      ) : (
        <form
          ref={form.ref}
          className="form team-owner-form"
          noValidate
          onSubmit={onSubmit}
          aria-label="Transfer ownership"
        >
          <Banner banner={form.banner} />
          <Field
            as="select"
            id="transfer-member"
            label="New owner"
            name="userId"
            value={form.values.userId}
            error={form.errors.userId}
            onChange={(event) => form.set('userId', event.target.value)}
          >
            <option value="">Choose a member</option>
            {others.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name} ({member.email}, {ROLE_LABELS[member.role]})
              </option>
            ))}
          </Field>
          <PasswordAndCodeFields form={form} idPrefix="transfer" withCode={withCode} />
          <button type="submit" className="btn btn-primary" disabled={form.submitting}>
            {form.submitting ? 'Transferring…' : 'Transfer ownership'}
          </button>
        </form>
      )}
    </section>
  );
}
