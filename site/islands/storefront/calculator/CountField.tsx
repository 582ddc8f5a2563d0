/** A whole-number field (servers, instances, hours) that reports each valid value as it is typed. */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

type Props = {
  /** The visible label ("Servers"); `item` goes before it for screen readers ("Standard 1 Servers"). */
  label: string;
  item: string;
  value: number;
  max: number;
  onValue: (value: number) => void;
  /** Id of a text that describes the field further (its price). */
  describedBy?: string;
};

/** An empty field counts as 0 while someone types; anything else must be a whole number in range. */
function parse(text: string, max: number): number | null {
  if (text.trim() === '') return 0;
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

export function CountField({ label, item, value, max, onValue, describedBy }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState(String(value));
  const input = useRef<HTMLInputElement>(null);
  const invalid = parse(text, max) === null;

  // The calculator loads on first use (client:demand): what was typed before React owned the field
  // is still in it, and is taken over as if typed now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; later changes arrive as events.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed === undefined || typed === text) return;
    setText(typed);
    const next = parse(typed, max);
    if (next !== null) onValue(next);
  }, []);

  // The estimate can change from outside (a link opened, "Start over"): show it, unless the text
  // already says the same (an empty field while typing is 0, and stays empty).
  useEffect(() => {
    setText((current) => (parse(current, max) === value ? current : String(value)));
  }, [value, max]);

  return (
    <div className="calc-count">
      <label className="calc-count-label" htmlFor={id}>
        <span className="visually-hidden">{item} </span>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className="input calc-count-input"
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, invalid ? errorId : null].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          setText(event.target.value);
          const next = parse(event.target.value, max);
          if (next !== null) onValue(next);
        }}
      />
      {invalid && (
        <p id={errorId} className="field-error calc-count-error">
          A whole number from 0 to {max}
        </p>
      )}
    </div>
  );
}
