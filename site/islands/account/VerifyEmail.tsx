/** The page a verification mail links to (docs/decisions/email-verification.md): it spends the link and says what happened. */
import { useEffect, useRef, useState } from 'react';
import { answer, api } from '../../lib/api';
import { recoveryMessages, TOKEN_PATTERN } from '../../shared/api/auth-messages';
import { Banner, type BannerState } from '../forms/Banner';

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
    answer(api.POST('/api/auth/verify-email', { body: { token } }))
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

  // Every stage draws the same frame (message, then the way on), and the frame keeps the height of the
  // tallest stage, so the answer arriving moves nothing on the page (Lighthouse counts layout shifts).
  const banner: BannerState =
    stage === 'verifying'
      ? null
      : stage === 'verified'
        ? { kind: 'success', text: recoveryMessages.emailVerified }
        : { kind: 'error', text: stage === 'invalid' ? recoveryMessages.verifyLinkInvalid : error };
  return (
    <div className="form verify-email" aria-busy={stage === 'verifying'}>
      {stage === 'verifying' ? (
        <p className="muted verify-email-status" role="status">
          Verifying your email address…
        </p>
      ) : (
        <Banner banner={banner} />
      )}
      <a className="btn btn-primary btn-block" href="/profile">
        Go to your profile
      </a>
      {stage === 'invalid' && (
        <p className="muted">Log in and use “{recoveryMessages.resend}” on your profile to get a new link.</p>
      )}
    </div>
  );
}
