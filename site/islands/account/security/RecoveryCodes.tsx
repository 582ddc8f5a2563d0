/** The 10 recovery codes, shown once (docs/decisions/two-factor-and-passkeys.md), with copy and download as text. */
import { useState } from 'react';

const asText = (codes: string[]) =>
  `Nimbus Cloud recovery codes\nEach code works once, instead of a code from your authenticator app.\n\n${codes.join('\n')}\n`;

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(asText(codes));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([asText(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'nimbus-cloud-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="recovery-codes">
      <p>
        <strong>Save these recovery codes now.</strong> Each one signs you in once if you lose your phone. They are
        shown only this time.
      </p>
      <ul className="recovery-code-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="security-actions">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy codes'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={download}>
          Download as text
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onDone}>
          I have saved them
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? 'The recovery codes are copied.' : ''}
      </p>
    </div>
  );
}
