/** Leave team for a member the team's two-factor policy refuses: leaving is what they can still do. */
import { $team } from '../../stores/team';
import { useStore } from '../use-store';
import LeaveTeam from './LeaveTeam';

export default function RefusedLeave() {
  const state = useStore($team);
  // Before the team is known: an empty placeholder, which the island's client:visible watches for.
  return state.status === 'refused' ? <LeaveTeam name={state.name} /> : <div className="team-lazy" />;
}
