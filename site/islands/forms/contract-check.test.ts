import { describe, expect, it, vi } from 'vitest';
import type { FieldErrors } from '../../shared/api/common';
import { fieldMessages } from '../../shared/api/common-messages';
import { teamErrors } from '../../shared/api/teams-messages';
import type { BannerState } from './Banner';
import { contractCheck } from './contract-check';
import { type FormState, NETWORK_ERROR, runSubmission } from './submit-flow';

/** A form's state as the flow leaves it. */
function form() {
  const shown: { banner: BannerState; errors: FieldErrors; submitting: boolean } = {
    banner: null,
    errors: {},
    submitting: false,
  };
  const state: FormState = {
    checking: { current: false },
    setBanner: (banner) => {
      shown.banner = banner;
    },
    setErrors: (errors) => {
      shown.errors = errors;
    },
    setSubmitting: (submitting) => {
      shown.submitting = submitting;
    },
  };
  return { shown, state };
}

const loadAuth = () => import('../../shared/api/auth');
const sent = () => vi.fn(async (data: unknown) => ({ ok: true as const, data }));

describe('a form checked with its contract', () => {
  it('shows the schema’s field messages and sends nothing when the check fails', async () => {
    const check = contractCheck(loadAuth);
    const send = sent();
    const { shown, state } = form();
    await runSubmission(
      {
        check: () => check((auth, validate) => validate(auth.loginSchema, { email: 'ada@', password: '' })),
        send,
        fallback: 'Failed to login',
        done: () => undefined,
      },
      state,
    );
    expect(shown.errors).toEqual({ email: fieldMessages.emailInvalid, password: fieldMessages.passwordRequired });
    expect(shown.banner).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(shown.submitting).toBe(false);
  });

  it('also says the first message in the banner when the form announces it', async () => {
    const check = contractCheck(() => import('../../shared/api/teams'));
    const send = sent();
    const { shown, state } = form();
    await runSubmission(
      {
        check: () => check((teams, validate) => validate(teams.teamCreateSchema, { name: '  ' })),
        announceInvalid: true,
        send,
        fallback: 'Failed to create the team',
        done: () => undefined,
      },
      state,
    );
    expect(shown.errors).toEqual({ name: teamErrors.nameRequired });
    expect(shown.banner).toEqual({ kind: 'error', text: teamErrors.nameRequired });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends what the schema answers when the check passes', async () => {
    const check = contractCheck(loadAuth);
    const send = sent();
    const { state } = form();
    await runSubmission(
      {
        check: () =>
          check((auth, validate) => validate(auth.loginSchema, { email: ' Ada@Example.COM ', password: 'x' })),
        send,
        fallback: 'Failed to login',
        done: () => undefined,
      },
      state,
    );
    expect(send).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'x' });
  });

  it('loads the contract once, on the first check', async () => {
    const load = vi.fn(loadAuth);
    const check = contractCheck(load);
    expect(load).not.toHaveBeenCalled();
    for (const email of ['', 'ada@example.com']) {
      await check((auth, validate) => validate(auth.forgotPasswordSchema, { email }));
    }
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the contract did not arrive, and asks for it again on the next submit', async () => {
    const load = vi.fn(loadAuth).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const check = contractCheck(load);
    const send = sent();
    const { shown, state } = form();
    const submission = {
      check: () => check((auth, validate) => validate(auth.forgotPasswordSchema, { email: 'ada@example.com' })),
      send,
      fallback: 'Failed to send the link. Please try again.',
      done: () => undefined,
    };
    await runSubmission(submission, state);
    expect(shown.banner).toEqual({ kind: 'error', text: NETWORK_ERROR });
    expect(send).not.toHaveBeenCalled();
    await runSubmission(submission, state);
    expect(load).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledWith({ email: 'ada@example.com' });
  });
});
