/** The owner's switch that requires two-factor sign-in of every member, with what it does and who it would refuse. */
import { useState } from 'react';
import type { Team } from '../../shared/api/teams';
import { setTwoFactorPolicy } from '../../stores/team';
import { Banner, type BannerState } from '../forms/Banner';

export default function TwoFactorPolicy({ team, ownTwoFactor }: { team: Team; ownTwoFactor: boolean }) {
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<BannerState>(null);
  const without = team.members.filter((member) => !member.twoFactor).map((member) => member.name);
  const toggle = async () => {
    setBusy(true);
    setBanner(null);
    try {
      const result = await setTwoFactorPolicy(!team.requireTwoFactor);
      if (!result.ok) setBanner({ kind: 'error', text: result.error || 'Failed to change the policy' });
    } catch {
      setBanner({ kind: 'error', text: 'An error occurred. Please try again.' });
    }
    setBusy(false);
  };
  return (
    <section className="card team-card" aria-labelledby="policy-heading">
      <h2 id="policy-heading">Two-factor sign-in</h2>
      <p className="muted">
        Require every member to sign in with a code from an authenticator app. A member without it cannot use the team’s
        cart, orders, billing details or invoices until they turn it on in Security; they can still leave the team.
        {!ownTwoFactor && (
          <>
            {' '}
            Turn it on for yourself first, in <a href="/profile/security">Security</a>.
          </>
        )}
      </p>
      <Banner banner={banner} />
      <div className="team-switch-row">
        <button
          type="button"
          role="switch"
          aria-checked={team.requireTwoFactor}
          aria-labelledby="policy-label"
          className="team-switch"
          disabled={busy}
          onClick={() => void toggle()}
        >
          <span className="team-switch-knob" aria-hidden="true" />
        </button>
        <span id="policy-label">Require two-factor sign-in for every member</span>
      </div>
      {without.length > 0 && (
        <p className="muted team-policy-note">
          {team.requireTwoFactor ? 'Refused until they turn it on' : 'Would be refused until they turn it on'}:{' '}
          {without.join(', ')}.
        </p>
      )}
    </section>
  );
}
