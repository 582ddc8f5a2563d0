/**
 * "Try it" for one operation of the Storefront API page: sends the request from this page with the
 * token the reader pasted (site/stores/try-it.ts keeps it in memory only) and shows the status and the
 * body as text. No control has a `name`, so nothing typed here can reach an address or a form post.
 */
import { useState } from 'react';
import type { TryItForm } from '../../lib/try-it';
import { $tryItAnswers, $tryItToken, sendTryIt, setTryItToken } from '../../stores/try-it';
import { Field } from '../forms/Field';
import { useStore } from '../use-store';

type Props = { id: string; form: TryItForm };

const byName = (list: { name: string; value: string }[]) => Object.fromEntries(list.map((p) => [p.name, p.value]));

export default function TryIt({ id, form }: Props) {
  const token = useStore($tryItToken);
  const answer = useStore($tryItAnswers)[id] ?? { state: 'idle' };
  const [params, setParams] = useState(() => byName(form.pathParams));
  const [headers, setHeaders] = useState(() => byName(form.headers));
  const [body, setBody] = useState(form.body ?? '');

  return (
    <form
      className="try-it-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void sendTryIt(id, form, { params, headers, body });
      }}
    >
      {form.auth !== 'none' && (
        <Field
          id={`${id}-token`}
          label={form.auth === 'required' ? 'Token' : 'Token (optional)'}
          hint="An API token or a session token. Kept in this page's memory only: never stored, never in the address."
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(event) => setTryItToken(event.currentTarget.value)}
        />
      )}
      {form.pathParams.map(({ name }) => (
        <Field
          key={name}
          id={`${id}-param-${name}`}
          label={`Path: ${name}`}
          value={params[name] ?? ''}
          onChange={(event) => setParams({ ...params, [name]: event.currentTarget.value })}
        />
      ))}
      {form.headers.map(({ name }) => (
        <Field
          key={name}
          id={`${id}-header-${name}`}
          label={`Header: ${name}`}
          value={headers[name] ?? ''}
          onChange={(event) => setHeaders({ ...headers, [name]: event.currentTarget.value })}
        />
      ))}
      {form.body !== null && (
        <Field
          as="textarea"
          id={`${id}-body`}
          label="Body (JSON)"
          rows={Math.min(12, body.split('\n').length + 1)}
          spellCheck={false}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
      )}
      <button type="submit" className="btn btn-primary btn-sm" disabled={answer.state === 'sending'}>
        {answer.state === 'sending' ? 'Sending…' : `Send ${form.method} request`}
      </button>
      <div className="try-it-answer" aria-live="polite">
        {answer.state === 'invalid' && <p className="field-error">{answer.message}</p>}
        {answer.state === 'failed' && <p className="field-error">{answer.message}</p>}
        {answer.state === 'done' && (
          <>
            <p className="try-it-status">
              Status <strong>{answer.status}</strong> {answer.statusText}
            </p>
            <pre aria-label="Answer body" tabIndex={0}>
              <code>{answer.body}</code>
            </pre>
          </>
        )}
      </div>
    </form>
  );
}
