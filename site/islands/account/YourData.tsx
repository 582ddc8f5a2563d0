/**
 * The end of the profile: "Download your data" and "Delete account", whose confirmation dialog asks
 * for the password (and a code where two-factor sign-in is on) and shows why a deletion is refused.
 */
import { type SubmitEvent, useRef, useState } from 'react';
import { profileDataMessages as text } from '../../shared/api/profile-messages';
import { deleteYourAccount, downloadYourData, needsCode } from '../../stores/your-data';
import { Banner } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { confirmation, PasswordAndCodeFields } from '../forms/PasswordAndCodeFields';
import { useForm } from '../forms/useForm';

const profileCheck = contractCheck(() => import('../../shared/api/profile'));

function DownloadCard() {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function download() {
    setState('busy');
    setState((await downloadYourData()) ? 'idle' : 'failed');
  }
  return (
    <section className="card your-data-card" aria-labelledby="download-heading">
      <h2 id="download-heading">{text.download}</h2>
      <p className="muted">{text.downloadLead}</p>
      <button type="button" className="btn" onClick={() => void download()} disabled={state === 'busy'}>
        {state === 'busy' ? 'Preparing…' : text.download}
      </button>
      {state === 'failed' && (
        <p className="field-error" role="alert">
          {text.downloadFailed}
        </p>
      )}
    </section>
  );
}

function DeleteCard() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [withCode, setWithCode] = useState(false);
  const form = useForm({ password: '', code: '' });
  async function open() {
    setWithCode(await needsCode());
    dialog.current?.showModal();
  }
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () =>
        profileCheck((contract, validate) =>
          validate(contract.deleteAccountSchema, confirmation(form.values, withCode)),
        ),
      // The API's messages, as when it refused the form: on the fields and in the banner.
      announceInvalid: true,
      send: () => deleteYourAccount(confirmation(form.values, withCode)),
      fallback: 'Your account could not be deleted. Please try again.',
      // The browser goes to the goodbye page: the button stays busy until then.
      done: () => ({ busy: true }),
    });
  }
  return (
    <section className="card your-data-card your-data-danger" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">{text.deleteTitle}</h2>
      <p className="muted">{text.deleteLead}</p>
      <button type="button" className="btn btn-danger" onClick={() => void open()}>
        {text.deleteTitle}
      </button>
      <dialog ref={dialog} className="your-data-dialog card" aria-labelledby="delete-dialog-heading">
        <h2 id="delete-dialog-heading">Delete your account?</h2>
        <p className="muted">
          This cannot be undone. Enter your password{withCode ? ' and a current code' : ''} to confirm.
        </p>
        <form ref={form.ref} className="form" noValidate onSubmit={onSubmit} aria-label="Delete your account">
          <Banner banner={form.banner} />
          <PasswordAndCodeFields form={form} idPrefix="delete-account" withCode={withCode} />
          <div className="your-data-actions">
            <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <button type="submit" className="btn btn-danger" disabled={form.submitting}>
              {form.submitting ? 'Deleting…' : text.deleteConfirm}
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}

export default function YourData() {
  return (
    <div className="your-data">
      <DownloadCard />
      <DeleteCard />
    </div>
  );
}
