/**
 * The token just made, shown this once: the contract's words, the token to select or copy, and Done,
 * which drops it from the page for good (docs/decisions/api-tokens.md: only its hash is kept).
 */
import { useEffect, useRef, useState } from 'react';
import * as icons from '../../lib/island-icons';
import type { ApiToken } from '../../shared/api/tokens';
import { tokenMessages } from '../../shared/api/tokens-messages';
import { copyShownToken, forgetShownToken } from '../../stores/api-tokens';
import { Icon } from '../Icon';

const NO_CLIPBOARD = 'This browser did not let the page copy it: the token is selected, copy it with your keyboard.';

export function NewToken({ shown }: { shown: { token: string; details: ApiToken } }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => heading.current?.focus(), []);

  async function onCopy() {
    if (await copyShownToken()) return setCopy('copied');
    setCopy('failed');
    field.current?.select();
  }

  return (
    <section className="token-new" aria-labelledby="new-token-heading">
      <h3 id="new-token-heading" ref={heading} tabIndex={-1}>
        {shown.details.name}
      </h3>
      <div className="banner banner-success" role="status">
        <Icon d={icons.check} size={18} />
        <p>{tokenMessages.created}</p>
      </div>
      <label className="label" htmlFor="new-token-value">
        Your new token
      </label>
      <div className="token-new-value">
        {/* A text area so a phone shows the whole token, wrapped, rather than its first half. */}
        <textarea
          ref={field}
          id="new-token-value"
          className="input mono"
          readOnly
          rows={1}
          value={shown.token}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-primary" onClick={() => void onCopy()}>
          {copy === 'copied' && <Icon d={icons.check} size={16} />}
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p className="field-hint" aria-live="polite">
        {copy === 'failed' ? NO_CLIPBOARD : 'Store it in your secret manager or CI settings; we keep only its hash.'}
      </p>
      <button type="button" className="btn" onClick={forgetShownToken}>
        Done, I have copied it
      </button>
    </section>
  );
}
