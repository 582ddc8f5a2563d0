/**
 * Deleting the team (the owner): refused while an invoice is unpaid, and the page says why. Its orders
 * and invoices are kept; the session goes back to the personal account.
 */
import type { SubmitEvent } from 'react';
import type { Team } from '../../shared/api/teams';
import { deleteTeam } from '../../stores/team';
import { Banner } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { confirmation, PasswordAndCodeFields } from '../forms/PasswordAndCodeFields';
import { useForm } from '../forms/useForm';

const teamsCheck = contractCheck(() => import('../../shared/api/teams'));

export default function DeleteTeam({ team, withCode }: { team: Team; withCode: boolean }) {
  const form = useForm({ password: '', code: '' });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () =>
        teamsCheck((contract, validate) => validate(contract.ownerConfirmSchema, confirmation(form.values, withCode))),
      // The API's messages, as when it refused the form: on the fields and in the banner.
      announceInvalid: true,
      send: () => deleteTeam(confirmation(form.values, withCode)),
      fallback: 'Failed to delete the team',
      // The page reloads on the personal account (stores/team.ts): the button stays busy until then.
      done: () => ({ busy: true }),
    });
  }
  return (
    <section className="card team-card team-danger" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete team</h2>
      <p className="muted">
        Deleting {team.name} removes its members, open invitations and cart. Its orders and invoices are kept, and it
        cannot be deleted while an invoice is unpaid.
      </p>
      <form ref={form.ref} className="form team-owner-form" noValidate onSubmit={onSubmit} aria-label="Delete the team">
        <Banner banner={form.banner} />
        <PasswordAndCodeFields form={form} idPrefix="delete" withCode={withCode} />
        <button type="submit" className="btn btn-danger" disabled={form.submitting}>
          {form.submitting ? 'Deleting…' : `Delete ${team.name}`}
        </button>
      </form>
    </section>
  );
}
