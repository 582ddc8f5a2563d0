/**
 * The Security section's sessions: where the account is signed in, with "This device", "Sign out"
 * per session and "Sign out all other sessions", and the recent sign-ins (also attempts blocked by a
 * limit, and password resets) with their outcome in words and an icon (never colour alone).
 */
import { useEffect } from 'react';
import * as icons from '../../../lib/island-icons';
import { formatExact, formatRelative, isMobileDevice } from '../../../lib/session-format';
import type { ListedSession } from '../../../shared/api/sessions';
import { sessionMessages } from '../../../shared/api/sessions-messages';
import type { SignIn } from '../../../shared/api/sign-ins';
import { SIGN_IN_METHOD_LABELS, SIGN_IN_OUTCOME_LABELS, signInMessages } from '../../../shared/api/sign-ins-messages';
import { initSession } from '../../../stores/session';
import {
  $sessions,
  $sessionsBusy,
  $sessionsNotice,
  loadSessions,
  signOutOtherSessions,
  signOutSession,
} from '../../../stores/sessions';
import { Banner } from '../../forms/Banner';
import { Icon } from '../../Icon';
import { useStore } from '../../use-store';

function When({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={formatExact(iso)}>
      {formatRelative(iso, now)}
    </time>
  );
}

function SessionItem({ session, now, busy }: { session: ListedSession; now: number; busy: string | null }) {
  return (
    <li className="session-item">
      <span className="session-icon" aria-hidden="true">
        <Icon d={isMobileDevice(session.device) ? icons.deviceMobile : icons.deviceDesktop} size={22} />
      </span>
      <div className="session-text">
        <p className="session-device">
          {session.device}
          {session.current && <span className="badge badge-success">This device</span>}
        </p>
        <p className="muted session-meta">
          <span>
            Signed in <When iso={session.signedInAt} now={now} />
          </span>
          <span>
            Last seen <When iso={session.lastSeenAt} now={now} />
          </span>
        </p>
      </div>
      <button
        type="button"
        className="btn btn-sm session-sign-out"
        disabled={busy !== null}
        aria-busy={busy === session.id}
        onClick={() => void signOutSession(session)}
      >
        {busy === session.id ? 'Signing out…' : 'Sign out'}
        <span className="visually-hidden">{session.current ? ' this device' : ` ${session.device}`}</span>
      </button>
    </li>
  );
}

const OUTCOME_LOOK: Record<SignIn['outcome'], { badge: string; icon: readonly string[] }> = {
  success: { badge: 'badge-success', icon: icons.check },
  failure: { badge: 'badge-danger', icon: icons.alert },
  locked: { badge: 'badge-warning', icon: icons.lock },
};

function SignInItem({ signIn, now }: { signIn: SignIn; now: number }) {
  const { label, detail } = SIGN_IN_OUTCOME_LABELS[signIn.outcome];
  const look = OUTCOME_LOOK[signIn.outcome];
  return (
    <li className="sign-in-item">
      <span className={`badge ${look.badge} sign-in-outcome`}>
        <Icon d={look.icon} size={14} />
        {label}
      </span>
      <span className="sign-in-device">{signIn.device}</span>
      <span className="muted sign-in-meta">
        {SIGN_IN_METHOD_LABELS[signIn.method]}
        {detail && ` · ${detail}`} · <When iso={signIn.at} now={now} />
      </span>
    </li>
  );
}

function Loading() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading your sessions…
      </p>
      <div className="skeleton" style={{ height: '4.5rem' }} />
    </div>
  );
}

export default function SessionsPanel() {
  const state = useStore($sessions);
  const notice = useStore($sessionsNotice);
  const busy = useStore($sessionsBusy);

  useEffect(() => {
    // The profile island sends a visitor without a session to the login page.
    if (initSession()) void loadSessions();
  }, []);

  if (state.status === 'error') {
    return (
      <div className="card security-card sessions-panel">
        <h2>Sessions</h2>
        <div className="banner banner-error" role="alert">
          <Icon d={icons.alert} size={18} />
          <p>{state.message}</p>
          <button type="button" className="btn btn-sm" onClick={() => void loadSessions()}>
            Try again
          </button>
        </div>
      </div>
    );
  }

  const now = Date.now();
  const others = state.status === 'ready' ? state.sessions.filter((s) => !s.current).length : 0;
  return (
    <>
      <div className="card security-card sessions-panel">
        <h2>Sessions</h2>
        <p className="muted security-intro">
          Where your account is signed in. Sign out any session you do not recognise, then change your password.
        </p>
        <Banner banner={notice} />
        {state.status === 'loading' ? (
          <Loading />
        ) : (
          <>
            <ul className="session-list" aria-label="Signed-in sessions">
              {state.sessions.map((session) => (
                <SessionItem key={session.id} session={session} now={now} busy={busy} />
              ))}
            </ul>
            {others > 0 ? (
              <button
                type="button"
                className="btn btn-danger sessions-others"
                disabled={busy !== null}
                aria-busy={busy === 'others'}
                onClick={() => void signOutOtherSessions()}
              >
                <Icon d={icons.logout} size={18} />
                {busy === 'others' ? 'Signing out…' : 'Sign out all other sessions'}
              </button>
            ) : (
              <p className="muted sessions-only">{sessionMessages.noOthers}</p>
            )}
          </>
        )}
      </div>
      <div className="card security-card sign-ins-panel">
        <h2>Recent sign-ins</h2>
        <p className="muted security-intro">{signInMessages.signInsIntro}</p>
        {state.status === 'loading' ? (
          <div className="skeleton" style={{ height: '3rem' }} />
        ) : state.signIns.length === 0 ? (
          <p className="muted">{signInMessages.noSignIns}</p>
        ) : (
          <ul className="sign-in-list" aria-label="Recent sign-ins">
            {state.signIns.map((signIn, index) => (
              // Sign-ins have no id of their own; the list is replaced whole, never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <SignInItem key={`${signIn.at}-${index}`} signIn={signIn} now={now} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
