/**
 * The start of the Team page (docs/decisions/accounts-and-teams.md): it reads the current account and
 * its team, shows the wait or a failure, and marks what it found in `data-team-state` (personal,
 * refused, team) and, on a team, what the role may do there (`data-team-may`, from the permission
 * table). The page's other parts are shown by those marks (team.css) and load when seen, so nobody
 * loads the code of a part they may not use.
 */
import { useEffect } from 'react';
import { TEAM_PATH } from '../../shared/api/teams-messages';
import { ACTIONS, can } from '../../shared/domain/teams';
import { requireSession } from '../../stores/session';
import { $team, loadTeam } from '../../stores/team';
import { Failed } from '../billing/Failed';
import { useStore } from '../use-store';

export default function TeamStatus() {
  const state = useStore($team);
  useEffect(() => {
    if (requireSession(TEAM_PATH)) void loadTeam();
  }, []);
  if (state.status === 'loading') {
    return (
      <div className="card team-card" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading your team…
        </p>
        <div className="skeleton" style={{ height: '12rem' }} />
      </div>
    );
  }
  if (state.status === 'error') return <Failed message={state.message} retry={() => void loadTeam()} />;
  if (state.status !== 'ready') return <div hidden data-team-state={state.status} />;
  const may = ACTIONS.filter((action) => can(state.team.role, action));
  return <div hidden data-team-state="team" data-team-may={may.join(' ')} />;
}
