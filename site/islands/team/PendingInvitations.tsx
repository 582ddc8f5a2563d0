/** The team's open invitations, newest first: address, role, who sent it and until when it works; Resend, Cancel. */
import { useState } from 'react';
import { formatDay } from '../../lib/dates';
import type { Invitation } from '../../shared/api/team-invitations';
import { ROLE_LABELS } from '../../shared/domain/teams';
import { $invitations, cancelInvitation, loadInvitations, resendInvitation } from '../../stores/team-invitations';
import { Failed } from '../billing/Failed';
import { useStore } from '../use-store';

function PendingItem({ invitation }: { invitation: Invitation }) {
  const [busy, setBusy] = useState<'resend' | 'cancel' | null>(null);
  const expired = Date.parse(invitation.expiresAt) <= Date.now();
  const run = async (what: 'resend' | 'cancel') => {
    setBusy(what);
    const done = await (what === 'resend' ? resendInvitation(invitation) : cancelInvitation(invitation));
    // A cancelled invitation leaves the list; a resent one stays, with its new dates.
    if (!done || what === 'resend') setBusy(null);
  };
  return (
    <li className="team-invitation">
      <span className="team-invitation-email">{invitation.email}</span>
      <span className="badge">{ROLE_LABELS[invitation.role]}</span>
      {expired && <span className="badge badge-danger">Expired</span>}
      <span className="muted team-invitation-meta">
        {invitation.invitedBy ? `Sent by ${invitation.invitedBy}` : 'Sent'} on{' '}
        <time dateTime={invitation.sentAt}>{formatDay(invitation.sentAt)}</time> · {expired ? 'expired' : 'works until'}{' '}
        <time dateTime={invitation.expiresAt}>{formatDay(invitation.expiresAt)}</time>
      </span>
      <span className="team-actions team-invitation-actions">
        <button type="button" className="btn btn-sm" disabled={busy !== null} onClick={() => void run('resend')}>
          {busy === 'resend' ? 'Sending…' : 'Resend'}
          <span className="visually-hidden"> the invitation to {invitation.email}</span>
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={busy !== null}
          onClick={() => void run('cancel')}
        >
          {busy === 'cancel' ? 'Cancelling…' : 'Cancel'}
          <span className="visually-hidden"> the invitation to {invitation.email}</span>
        </button>
      </span>
    </li>
  );
}

export default function PendingInvitations() {
  const state = useStore($invitations);
  if (state.status === 'loading') return <div className="skeleton" style={{ height: '3rem' }} aria-busy="true" />;
  if (state.status === 'error') return <Failed message={state.message} retry={() => void loadInvitations()} />;
  if (state.invitations.length === 0) return <p className="muted">No open invitations.</p>;
  return (
    <ul className="team-invitations" aria-labelledby="pending-heading">
      {state.invitations.map((invitation) => (
        <PendingItem key={invitation.id} invitation={invitation} />
      ))}
    </ul>
  );
}
