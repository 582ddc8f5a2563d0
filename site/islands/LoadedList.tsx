/**
 * An account page's card that lists what one store loads (Services, Orders): the note a role without the
 * right reads instead, and the list's loading, failed and empty states around what each page draws.
 */
import type { ReadableAtom } from 'nanostores';
import { type ReactNode, useEffect, useState } from 'react';
import type { AccountNote as Note } from '../lib/account-notes';
import type { Action } from '../shared/domain/teams';
import { may } from '../stores/current-account';
import type { Loaded } from '../stores/loader';
import { initSession } from '../stores/session';
import { AccountNote } from './AccountNote';
import { Failed } from './billing/Failed';
import { useStore } from './use-store';

type Props<T> = {
  heading: string;
  /** The heading's id, which names the section. */
  headingId: string;
  /** The section's classes beside `card`, and its own id. */
  className: string;
  id?: string;
  /** What a role without `action` (or refused by the team's two-factor policy) reads instead: the API would answer 403. */
  note: Note;
  action: Action;
  store: ReadableAtom<Loaded<T>>;
  load: () => Promise<void>;
  /** Said to screen readers while loading, over a placeholder this high. */
  loading: string;
  skeletonHeight: string;
  /** The empty list: its text (followed by a link to the plans) and its paragraph's class. */
  isEmpty: (data: T) => boolean;
  empty: string;
  emptyClass: string;
  children: (data: T) => ReactNode;
};

function Body<T>({ store, load, loading, skeletonHeight, isEmpty, empty, emptyClass, children }: Props<T>) {
  const state = useStore(store);
  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {loading}
        </p>
        <div className="skeleton" style={{ height: skeletonHeight }} />
      </div>
    );
  }
  if (state.status === 'error') return <Failed message={state.message} retry={() => void load()} />;
  if (isEmpty(state)) {
    return (
      <p className={`muted ${emptyClass}`}>
        {empty} <a href="/pricing">Browse plans</a>
      </p>
    );
  }
  return children(state);
}

export function LoadedList<T>(props: Props<T>) {
  const { heading, headingId, className, id, note, action, load } = props;
  const [allowed, setAllowed] = useState(true);
  useEffect(() => {
    // The account page sends a visitor without a session to the login page.
    if (!initSession()) return;
    if (may(action)) void load();
    else setAllowed(false);
  }, [action, load]);
  return (
    <section className={`card ${className}`} id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {allowed ? <Body {...props} /> : <AccountNote note={note} />}
    </section>
  );
}
