/**
 * The current team: its name (owners and admins rename it), its policy, the customer's role, the members
 * and, for anyone but the owner, Leave team. An island that loads once the team is known and seen.
 */
import { useEffect } from 'react';
import { can, ROLE_LABELS } from '../../shared/domain/teams';
import { $team, ensureTeam } from '../../stores/team';
import { useStore } from '../use-store';
import LeaveTeam from './LeaveTeam';
import MembersTable from './MembersTable';
import RenameTeam from './RenameTeam';

export default function TeamCard() {
  const state = useStore($team);
  useEffect(() => ensureTeam(), []);
  // Before the team is known: an empty placeholder, which the island's client:visible watches for.
  if (state.status !== 'ready') return <div className="team-lazy" />;
  const { team } = state;
  return (
    <section className="card team-card" aria-labelledby="team-heading">
      <div className="team-head">
        <h2 id="team-heading">{team.name}</h2>
        <span className="badge">Your role: {ROLE_LABELS[team.role]}</span>
        {team.requireTwoFactor && <span className="badge badge-success">Two-factor sign-in required</span>}
      </div>
      {can(team.role, 'team:rename') && <RenameTeam name={team.name} />}
      <MembersTable team={team} />
      {can(team.role, 'team:leave') && <LeaveTeam name={team.name} />}
    </section>
  );
}
