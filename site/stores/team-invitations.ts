/**
 * The current team's open invitations on the Team page (docs/decisions/accounts-and-teams.md):
 * sending one, sending it again with a new link, cancelling it. Owners and admins only.
 */
import type { Sent } from '../lib/api';
import { answer, api } from '../lib/api';
import type { Invitation } from '../shared/api/team-invitations';
import { teamMessages } from '../shared/api/teams-messages';
import type { AssignableRole } from '../shared/domain/teams';
import { LOADING, load, loaderAtom } from './loader';
import { signedIn } from './signed-in';
import { toast } from './toast';

export const $invitations = loaderAtom<{ invitations: Invitation[] }>();

const FAILED = 'Failed to load the invitations';

export async function loadInvitations() {
  $invitations.set(LOADING);
  await load($invitations, answer(api.GET('/api/team/invitations', signedIn)), ({ invitations }) => ({ invitations }), {
    failed: FAILED,
    exception: FAILED,
  });
}

function update(change: (invitations: Invitation[]) => Invitation[]) {
  const state = $invitations.get();
  if (state.status === 'ready') $invitations.set({ status: 'ready', invitations: change(state.invitations) });
}

export async function invite(email: string, role: AssignableRole): Promise<Sent<Invitation>> {
  const result = await answer(api.POST('/api/team/invitations', { ...signedIn, body: { email, role } }));
  if (result.ok) {
    update((invitations) => [result.data, ...invitations]);
    toast(teamMessages.invited(result.data.email), 'success');
  }
  return result;
}

/** The invitation a call names, as its path's `{id}`. */
const named = (invitation: Invitation) => ({ ...signedIn, params: { path: { id: invitation.id } } });

/** Resend or cancel: true when done, else a toast says why. */
async function act(
  request: Promise<Sent<Invitation>>,
  done: (sent: Invitation) => void,
  fallback: string,
): Promise<boolean> {
  try {
    const result = await request;
    if (result.ok) done(result.data);
    else toast(result.error || fallback, 'error');
    return result.ok;
  } catch {
    toast(`${fallback}. Please try again.`, 'error');
    return false;
  }
}

export const resendInvitation = (invitation: Invitation) =>
  act(
    answer(api.POST('/api/team/invitations/{id}/resend', named(invitation))),
    (sent) => {
      update((invitations) => [sent, ...invitations.filter((one) => one.id !== sent.id)]);
      toast(teamMessages.resent(sent.email), 'success');
    },
    'Failed to send the invitation again',
  );

export const cancelInvitation = (invitation: Invitation) =>
  act(
    answer(api.DELETE('/api/team/invitations/{id}', named(invitation))),
    (cancelled) => {
      update((invitations) => invitations.filter((one) => one.id !== cancelled.id));
      toast(teamMessages.cancelled, 'success');
    },
    'Failed to cancel the invitation',
  );
