/**
 * The current team's audit log on the Team page (docs/decisions/accounts-and-teams.md): newest first,
 * a page at a time, optionally one event type. Owners and admins only.
 */
import { atom } from 'nanostores';
import { answer, api } from '../lib/api';
import type { AuditEntry } from '../shared/api/teams';
import type { AuditEvent } from '../shared/domain/teams';
import { LOADING, type Loaded } from './loader';
import { signedIn } from './signed-in';

export type AuditState = Loaded<{
  entries: AuditEntry[];
  nextBefore: number | null;
  older: 'idle' | 'loading' | 'failed';
}>;

export const $audit = atom<AuditState>(LOADING);
/** The event type shown; '' for all. */
export const $auditEvent = atom<AuditEvent | ''>('');

const FAILED = 'Failed to load the audit log';

function query(before: number | null) {
  const event = $auditEvent.get();
  const params = { query: { ...(event ? { event } : {}), ...(before !== null ? { before: String(before) } : {}) } };
  return answer(api.GET('/api/team/audit', { ...signedIn, params }));
}

/** The newest page, of `event` when given. */
export async function loadAudit(event: AuditEvent | '' = $auditEvent.get()) {
  $auditEvent.set(event);
  $audit.set(LOADING);
  try {
    const result = await query(null);
    // A filter changed while this page was on its way: the newer request shows its own.
    if ($auditEvent.get() !== event) return;
    $audit.set(
      result.ok
        ? { status: 'ready', ...result.data, older: 'idle' }
        : { status: 'error', message: result.error || FAILED },
    );
  } catch {
    if ($auditEvent.get() === event) $audit.set({ status: 'error', message: FAILED });
  }
}

/** The next page of older entries, after the ones shown. */
export async function loadOlder() {
  const state = $audit.get();
  if (state.status !== 'ready' || state.nextBefore === null || state.older === 'loading') return;
  $audit.set({ ...state, older: 'loading' });
  const failed = () => $audit.set({ ...state, older: 'failed' });
  try {
    const result = await query(state.nextBefore);
    if (!result.ok) return failed();
    $audit.set({
      status: 'ready',
      entries: [...state.entries, ...result.data.entries],
      nextBefore: result.data.nextBefore,
      older: 'idle',
    });
  } catch {
    failed();
  }
}
