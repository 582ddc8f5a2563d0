/**
 * The one submit flow of the island forms, apart from React so it can be tested as it is: check with
 * the resource's contract (contract-check.ts) → field errors, or busy → send → the banner (the
 * answer's error text; a network failure has its own message).
 */
import type { Sent } from '../../lib/api';
import type { FieldErrors, Validated } from '../../shared/api/common';
import type { BannerState } from './Banner';

/** The spec's text for a request that never got an answer. */
export const NETWORK_ERROR = 'An error occurred. Please try again.';

export type Submission<D, R> = {
  /**
   * The client-side check: the resource's contract, loaded on the first submit (`contractCheck`); a
   * failure shows its field messages and sends nothing.
   */
  check: () => Validated<D> | Promise<Validated<D>>;
  /** Also show a failed check's first message in the banner (the profile cards and team forms do). */
  announceInvalid?: boolean;
  send: (data: D) => Promise<Sent<R>>;
  /** The banner's text when a refusal carries none. */
  fallback: string;
  /** A success: the banner to show, and `busy` when the page is about to change (the button stays busy). */
  done: (data: R) => { banner?: BannerState; busy?: boolean } | undefined;
  /** A refusal the form answers itself (e.g. a spent reset link): true when it did. */
  refused?: (failure: { error: string; fields: FieldErrors; status?: number | undefined }) => boolean;
};

/** What the flow changes on its form (useForm's state). */
export type FormState = {
  /** True while a check is loading: a second submit then would send twice. */
  checking: { current: boolean };
  setBanner: (banner: BannerState) => void;
  setErrors: (fields: FieldErrors) => void;
  setSubmitting: (submitting: boolean) => void;
};

export async function runSubmission<D, R>(submission: Submission<D, R>, form: FormState): Promise<void> {
  if (form.checking.current) return;
  form.setBanner(null);
  form.checking.current = true;
  let checked: Validated<D>;
  try {
    checked = await submission.check();
  } catch {
    // The checks' code did not arrive (offline): nothing is sent, and a new submit tries again.
    form.setBanner({ kind: 'error', text: NETWORK_ERROR });
    return;
  } finally {
    form.checking.current = false;
  }
  if (!checked.ok) {
    form.setErrors(checked.fields);
    if (submission.announceInvalid) form.setBanner({ kind: 'error', text: checked.error });
    return;
  }
  form.setSubmitting(true);
  let busy = false;
  try {
    const result = await submission.send(checked.data);
    if (result.ok) {
      const outcome = submission.done(result.data);
      if (outcome?.banner) form.setBanner(outcome.banner);
      busy = outcome?.busy === true;
    } else if (!submission.refused?.({ error: result.error, fields: result.fields ?? {}, status: result.status })) {
      if (result.fields) form.setErrors(result.fields);
      form.setBanner({ kind: 'error', text: result.error || submission.fallback });
    }
  } catch {
    form.setBanner({ kind: 'error', text: NETWORK_ERROR });
  }
  if (!busy) form.setSubmitting(false);
}
