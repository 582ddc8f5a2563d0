/** The page a verification mail links to (rulings R29): it spends the link and says what happened. */
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { recoveryMessages, TOKEN_PATTERN } from '../../shared/account-messages';
import { Banner, type BannerState } from './Banner';

type Stage = 'verifying' | 'verified' | 'invalid' | 'failed';

export default function VerifyEmail() {
  const [stage, setStage] = useState<Stage>('verifying');
  const [error, setError] = useState('');
  const started = useRef(false);

  useEffect(() => {
    // A link works once: never send it twice, even if the effect runs again.
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    if (!TOKEN_PATTERN.test(token)) {
      setStage('invalid');
      return;
    }
    apiRequest('POST', '/api/auth/verify-email', { body: { token } })
      .then((result) => {
        if (result.ok) setStage('verified');
        else if (result.status === 400) setStage('invalid');
        else {
          setError(result.error || 'Failed to verify your address. Please try again.');
          setStage('failed');
        }
      })
      .catch(() => {
        setError('An error occurred. Please try again.');
        setStage('failed');
      });
  }, []);

  if (stage === 'verifying') {
    return (
      <div aria-busy="true">
        <p className="muted" role="status">
          Verifying your email address…
        </p>
      </div>
    );
  }

  const banner: BannerState =
    stage === 'verified'
      ? { kind: 'success', text: recoveryMessages.emailVerified }
      : { kind: 'error', text: stage === 'invalid' ? recoveryMessages.verifyLinkInvalid : error };
  return (
    <div className="form">
      <Banner banner={banner} />
      {stage === 'invalid' && (
        <p className="muted">Log in and use “{recoveryMessages.resend}” on your profile to get a new link.</p>
      )}
      <a className="btn btn-primary btn-block" href="/profile">
        Go to your profile
      </a>
    </div>
  );
}
