/**
 * The invitation page (docs/decisions/accounts-and-teams.md): what the mailed link offers (team, role
 * and what it may do, who invited, the address invited, until when), then the way on: sign up or log
 * in and come back here; Accept when signed in with the invited address; or what to do when signed in
 * with another. Texts and role summaries come from the page as props.
 */
import { useEffect, useState } from 'react';
import { formatDay } from '../../lib/dates';
import * as icons from '../../lib/island-icons';
import { loginUrlFor } from '../../lib/login-url';
import type { InvitationPreview } from '../../shared/api/invitations';
import { INVITATION_PATH } from '../../shared/api/teams-messages';
import { type AssignableRole, ROLE_LABELS } from '../../shared/domain/teams';
import { acceptInvitation } from '../../stores/accounts';
import { $invitationPreview, forgetInvitation, loadPreview } from '../../stores/invitation';
import { $session, initSession, logout } from '../../stores/session';
import { Failed } from '../billing/Failed';
import { Banner, type BannerState } from '../forms/Banner';
import { Icon } from '../Icon';
import { useStore } from '../use-store';

export type InvitationTexts = {
  invalid: string;
  /** teamErrors.invitationOtherAddress around the invited address. */
  otherAddress: [before: string, after: string];
  summaries: Record<AssignableRole, string>;
};

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function Accept({ token, teamName }: { token: string; teamName: string }) {
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<BannerState>(null);
  const accept = async () => {
    setBusy(true);
    setBanner(null);
    try {
      const result = await acceptInvitation(token);
      // On success the team's page opens: the button stays busy until it does.
      if (result.ok) return forgetInvitation();
      setBanner({ kind: 'error', text: result.error || 'Failed to accept the invitation' });
    } catch {
      setBanner({ kind: 'error', text: 'An error occurred. Please try again.' });
    }
    setBusy(false);
  };
  return (
    <>
      <Banner banner={banner} />
      <button type="button" className="btn btn-primary btn-block" disabled={busy} onClick={() => void accept()}>
        {busy ? 'Joining…' : `Accept and join ${teamName}`}
      </button>
    </>
  );
}

function Next({ token, preview, texts }: { token: string; preview: InvitationPreview; texts: InvitationTexts }) {
  const session = useStore($session);
  if (!session) {
    return (
      <div className="invitation-next">
        <p className="muted">Create an account or log in with {preview.email} to accept; you come back here after.</p>
        <a className="btn btn-primary btn-block" href={`/signup?next=${INVITATION_PATH}`}>
          Sign up
        </a>
        <a className="btn btn-block" href={loginUrlFor(INVITATION_PATH)}>
          Log in
        </a>
      </div>
    );
  }
  if (!sameAddress(session.user.email, preview.email)) {
    const [before, after] = texts.otherAddress;
    return (
      <div className="invitation-next">
        <div className="banner banner-warning" role="status">
          <Icon d={icons.info} size={18} />
          <p>
            {before}
            <strong>{preview.email}</strong>
            {after}
          </p>
        </div>
        <p className="muted">You are signed in as {session.user.email}.</p>
        <button type="button" className="btn btn-block" onClick={() => void logout(loginUrlFor(INVITATION_PATH))}>
          Log out, then log in with that address
        </button>
      </div>
    );
  }
  return (
    <div className="invitation-next">
      <Accept token={token} teamName={preview.teamName} />
    </div>
  );
}

export default function InvitationView({ texts }: { texts: InvitationTexts }) {
  const state = useStore($invitationPreview);
  useEffect(() => {
    initSession();
    void loadPreview();
  }, []);

  if (state.status === 'loading') {
    return (
      <div className="invitation" aria-busy="true">
        <p className="muted" role="status">
          Reading the invitation…
        </p>
        <div className="skeleton" style={{ height: '14rem' }} />
      </div>
    );
  }
  if (state.status === 'failed') return <Failed message={state.message} retry={() => void loadPreview()} />;
  if (state.status === 'invalid') {
    return (
      <div className="invitation">
        <Banner banner={{ kind: 'error', text: texts.invalid }} />
        <a className="btn btn-block" href="/">
          Go to the home page
        </a>
      </div>
    );
  }
  const { token, preview } = state;
  return (
    <div className="invitation">
      <p className="invitation-lead">
        {preview.invitedBy ? <strong>{preview.invitedBy}</strong> : 'You are'}
        {preview.invitedBy ? ' invited you to join ' : ' invited to join '}
        <strong>{preview.teamName}</strong> as <strong>{ROLE_LABELS[preview.role]}</strong>.
      </p>
      <dl className="invitation-facts">
        <div>
          <dt>Team</dt>
          <dd>{preview.teamName}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>
            {ROLE_LABELS[preview.role]}
            <span className="invitation-summary">{texts.summaries[preview.role]}</span>
          </dd>
        </div>
        <div>
          <dt>Invited</dt>
          <dd className="invitation-email">
            {preview.email.split('@')[0]}
            <wbr />@{preview.email.split('@')[1]}
          </dd>
        </div>
        <div>
          <dt>Works until</dt>
          <dd>
            <time dateTime={preview.expiresAt}>{formatDay(preview.expiresAt)}</time>
          </dd>
        </div>
      </dl>
      <Next token={token} preview={preview} texts={texts} />
    </div>
  );
}
