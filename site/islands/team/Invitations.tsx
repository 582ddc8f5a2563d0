/**
 * The Team page's invitations (owners and admins): the Invite form and the open invitations with
 * Resend and Cancel. An island of its own that loads when seen; the team comes from the page's store.
 */
import { useEffect } from 'react';
import { type AssignableRole, can, INVITATION_DAYS } from '../../shared/domain/teams';
import { $team, ensureTeam } from '../../stores/team';
import { loadInvitations } from '../../stores/team-invitations';
import { useStore } from '../use-store';
import InviteForm from './InviteForm';
import PendingInvitations from './PendingInvitations';

/** What each role may do (ROLE_SUMMARIES), handed over by the page so the island does not ship them. */
type Summaries = Record<AssignableRole, string>;

function InvitationsCard({ summaries }: { summaries: Summaries }) {
  useEffect(() => {
    void loadInvitations();
  }, []);
  return (
    <section className="card team-card" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite people</h2>
      <p className="muted">
        We e-mail them a link that works once and for {INVITATION_DAYS} days. Only someone signed in with that address
        can accept it; someone new creates an account from the link first.
      </p>
      <InviteForm summaries={summaries} />
      <h3 id="pending-heading">Pending invitations</h3>
      <PendingInvitations />
    </section>
  );
}

export default function Invitations({ summaries }: { summaries: Summaries }) {
  const state = useStore($team);
  useEffect(() => ensureTeam(), []);
  // Before the team is known: an empty placeholder, which the island's client:visible watches for.
  if (state.status !== 'ready') return <div className="team-lazy" />;
  return can(state.team.role, 'members:manage') ? <InvitationsCard summaries={summaries} /> : null;
}
