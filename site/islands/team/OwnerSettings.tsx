/**
 * The owner's part of the Team page: the two-factor policy, transferring ownership and deleting the
 * team, each shown only where the permission table lets the role. An island that loads when seen.
 */
import { useEffect } from 'react';
import type { Team } from '../../shared/api/teams';
import { can } from '../../shared/domain/teams';
import { $session } from '../../stores/session';
import { $team, ensureTeam } from '../../stores/team';
import { useStore } from '../use-store';
import DeleteTeam from './DeleteTeam';
import TransferOwnership from './TransferOwnership';
import TwoFactorPolicy from './TwoFactorPolicy';

/** Whether the customer has two-factor sign-in on, as the member list says: then a code confirms too. */
function useOwnTwoFactor(team: Team): boolean {
  const session = useStore($session);
  // A session stored before user ids were kept has an empty id: the address tells too.
  const own = (id: string, email: string) => id === session?.user.id || email === session?.user.email;
  return team.members.some((member) => own(member.userId, member.email) && member.twoFactor);
}

function Settings({ team }: { team: Team }) {
  const twoFactor = useOwnTwoFactor(team);
  return (
    <>
      {can(team.role, 'team:policy') && <TwoFactorPolicy team={team} ownTwoFactor={twoFactor} />}
      {can(team.role, 'team:transfer') && <TransferOwnership team={team} withCode={twoFactor} />}
      {can(team.role, 'team:delete') && <DeleteTeam team={team} withCode={twoFactor} />}
    </>
  );
}

export default function OwnerSettings() {
  const state = useStore($team);
  useEffect(() => ensureTeam(), []);
  // Before the team is known: an empty placeholder, which the island's client:visible watches for.
  if (state.status !== 'ready') return <div className="team-lazy" />;
  return <Settings team={state.team} />;
}
