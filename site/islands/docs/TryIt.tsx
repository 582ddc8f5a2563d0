/**
 * "Try it" for one operation of the Storefront API page: sends the request from this page with the
 * token the reader pasted (site/stores/try-it.ts keeps it in memory only) and shows the status and the
 * body as text. No control has a `name`, so nothing typed here can reach an address or a form post.
 * The controls are read when the form is sent, so what was typed before the code arrived counts too.
 */
import type { SyntheticEvent } from 'react';
import type { TryItForm } from '../../lib/try-it';
import { $tryItAnswers, $tryItToken, sendTryIt, setTryItToken } from '../../stores/try-it';
import { Field } from '../forms/Field';
import { useStore } from '../use-store';

type Props = { id: string; form: TryItForm };

export default function TryIt({ id, form }: Props) {
  const answer = useStore($tryItAnswers)[id] ?? { state: 'idle' };
  // On the button's click as well as the form's submit: a click that came before the code is replayed
  // as a click, and its submit may reach the form before React handles it.
  const send = (event: SyntheticEvent<HTMLFormElement | HTMLButtonElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const element = target instanceof HTMLButtonElement ? target.form : target;
    const value = (control: string) =>
      element?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(`${id}-${control}`)}`)?.value ?? '';
    if (form.auth !== 'none') setTryItToken(value('token'));
    const read = (prefix: string, list: { name: string }[]) =>
      Object.fromEntries(list.map(({ name }) => [name, value(`${prefix}-${name}`)]));
    void sendTryIt(id, form, {
      params: read('param', form.pathParams),
      headers: read('header', form.headers),
      body: value('body'),
    });
  };

  return (
    <form className="try-it-form" noValidate onSubmit={send}>
      {form.auth !== 'none' && (
        <Field
          id={`${id}-token`}
          label={form.auth === 'required' ? 'Token' : 'Token (optional)'}
          hint="An API token or a session token. Kept in this page's memory only: never stored, never in the address."
          type="password"
          autoComplete="off"
          spellCheck={false}
          defaultValue={$tryItToken.get()}
        />
      )}
      {form.pathParams.map(({ name, value }) => (
        <Field key={name} id={`${id}-param-${name}`} label={`Path: ${name}`} defaultValue={value} />
      ))}
      {form.headers.map(({ name, value }) => (
        <Field key={name} id={`${id}-header-${name}`} label={`Header: ${name}`} defaultValue={value} />
      ))}
      {form.body !== null && (
        <Field
          as="textarea"
          id={`${id}-body`}
          label="Body (JSON)"
          rows={Math.min(12, form.body.split('\n').length + 1)}
          spellCheck={false}
          defaultValue={form.body}
        />
      )}
      <button type="submit" className="btn btn-primary btn-sm" disabled={answer.state === 'sending'} onClick={send}>
        {answer.state === 'sending' ? 'Sending…' : `Send ${form.method} request`}
      </button>
      <div className="try-it-answer" aria-live="polite">
        {(answer.state === 'invalid' || answer.state === 'failed') && <p className="field-error">{answer.message}</p>}
        {answer.state === 'done' && (
          <>
            <p className="try-it-status">
              Status <strong>{answer.status}</strong> {answer.statusText}
            </p>
            <section aria-label="Answer body">
              <pre>
                <code>{answer.body}</code>
              </pre>
            </section>
          </>
        )}
      </div>
    </form>
  );
}
