/**
 * The team's members: name, e-mail, role, two-factor sign-in, joined. Owners and admins change roles
 * and remove members, never the owner (ownership moves only by a transfer) and never themselves
 * (they leave instead).
 */
import { useState } from 'react';
import { formatDay } from '../../lib/dates';
import type { Member, Team } from '../../shared/api/teams';
import { ASSIGNABLE_ROLES, type AssignableRole, can, ROLE_LABELS } from '../../shared/domain/teams';
import { $session } from '../../stores/session';
import { changeRole, removeMember } from '../../stores/team';
import { useStore } from '../use-store';

function RoleSelect({ member }: { member: Member }) {
  const [busy, setBusy] = useState(false);
  const change = async (role: AssignableRole) => {
    setBusy(true);
    await changeRole(member, role);
    setBusy(false);
  };
  return (
    <select
      className="select team-role-select"
      aria-label={`Role of ${member.name}`}
      value={member.role}
      disabled={busy}
      onChange={(event) => void change(event.target.value as AssignableRole)}
    >
      {ASSIGNABLE_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

function RemoveMember({ member }: { member: Member }) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle');
  if (step === 'idle') {
    return (
      <button type="button" className="btn btn-danger btn-sm" onClick={() => setStep('confirm')}>
        Remove<span className="visually-hidden"> {member.name}</span>
      </button>
    );
  }
  const remove = async () => {
    setStep('busy');
    if (!(await removeMember(member))) setStep('confirm');
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: two buttons that answer one question, not form fields.
    <span className="team-confirm" role="group" aria-label={`Remove ${member.name}?`}>
      <button type="button" className="btn btn-danger btn-sm" disabled={step === 'busy'} onClick={() => void remove()}>
        {step === 'busy' ? 'Removing…' : `Remove ${member.name}`}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setStep('idle')}>
        Keep
      </button>
    </span>
  );
}

function MemberRow({ member, manage, me }: { member: Member; manage: boolean; me: boolean }) {
  const changeable = manage && member.role !== 'owner';
  return (
    <tr>
      <th scope="row">
        <span className="team-member-name">
          {member.name}
          {me && <span className="muted"> (you)</span>}
        </span>
        {/* A long address may break after its @, not inside a word. */}
        <span className="team-email">
          {member.email.split('@')[0]}
          <wbr />@{member.email.split('@')[1]}
        </span>
      </th>
      <td data-label="Role">{changeable ? <RoleSelect member={member} /> : ROLE_LABELS[member.role]}</td>
      <td data-label="Two-factor">
        <span className={`badge ${member.twoFactor ? 'badge-success' : 'badge-muted'}`}>
          {member.twoFactor ? 'On' : 'Off'}
        </span>
      </td>
      <td data-label="Joined">
        <time dateTime={member.joinedAt}>{formatDay(member.joinedAt)}</time>
      </td>
      {manage && <td className="team-member-actions">{changeable && !me && <RemoveMember member={member} />}</td>}
    </tr>
  );
}

export default function MembersTable({ team }: { team: Team }) {
  const session = useStore($session);
  const manage = can(team.role, 'members:manage');
  const isMe = (member: Member) =>
    session !== null && (member.userId === session.user.id || member.email === session.user.email);
  return (
    <div className="table-wrap team-table-wrap">
      <table className="table team-table">
        <caption className="visually-hidden">Members of {team.name}</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Role</th>
            <th scope="col">Two-factor</th>
            <th scope="col">Joined</th>
            {manage && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {team.members.map((member) => (
            <MemberRow key={member.userId} member={member} manage={manage} me={isMe(member)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
