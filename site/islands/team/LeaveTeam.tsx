/** Leaving the team (anyone but the owner, even while its two-factor policy refuses them): asked twice. */
import { useState } from 'react';
import { leaveTeam } from '../../stores/team';

export default function LeaveTeam({ name }: { name: string }) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const leave = async () => {
    setStep('busy');
    if (!(await leaveTeam())) setStep('confirm');
  };
  return (
    <div className="team-leave">
      {step === 'idle' ? (
        <button type="button" className="btn btn-danger btn-sm" onClick={() => setStep('confirm')}>
          Leave team
        </button>
      ) : (
        <>
          <p>Leave {name}? You lose access to its cart, orders and invoices until someone invites you again.</p>
          <div className="team-actions">
            <button
              type="button"
              className="btn btn-danger btn-sm"
              disabled={step === 'busy'}
              onClick={() => void leave()}
            >
              {step === 'busy' ? 'Leaving…' : `Leave ${name}`}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setStep('idle')}>
              Stay
            </button>
          </div>
        </>
      )}
    </div>
  );
}
