/**
 * The team's audit log (owners and admins): who did what, to what, when and from which client address,
 * newest first, one event type or all, and older entries a page at a time. Loads when seen.
 */
import { useEffect } from 'react';
import { formatMoment } from '../../lib/dates';
import type { AuditEntry } from '../../shared/api/teams';
import { formatMoney } from '../../shared/domain/money';
import { type AuditEvent, can, ROLE_LABELS, type Role } from '../../shared/domain/teams';
import { $team, ensureTeam } from '../../stores/team';
import { $audit, $auditEvent, loadAudit, loadOlder } from '../../stores/team-audit';
import { Failed } from '../billing/Failed';
import { useStore } from '../use-store';

/** The event types in words (AUDIT_EVENT_LABELS), handed over by the page so the island does not ship them. */
type Labels = Record<AuditEvent, string>;

const word = (value: string) => ROLE_LABELS[value as Role] ?? value;

/** The entry's detail in words: a role change, the policy, an order's total. */
function detailText({ event, detail }: AuditEntry): string {
  if (detail.from && detail.to) return `${word(detail.from)} → ${word(detail.to)}`;
  if (event === 'policy.changed') return detail.required === 'true' ? 'Required' : 'Not required';
  if (detail.total) return formatMoney(Number(detail.total) / 100);
  if (detail.role) return `as ${word(detail.role)}`;
  return Object.entries(detail)
    .map(([key, value]) => `${key} ${word(value)}`)
    .join(', ');
}

function Entry({ entry, labels }: { entry: AuditEntry; labels: Labels }) {
  const detail = detailText(entry);
  return (
    <li className="audit-entry">
      <p className="audit-what">
        <span className="audit-event">{labels[entry.event]}</span>
        {entry.target && <span className="audit-target">{entry.target}</span>}
        {detail && <span className="muted">{detail}</span>}
      </p>
      <p className="audit-meta muted">
        {entry.actor.name || entry.actor.email} <span className="audit-email">({entry.actor.email})</span> ·{' '}
        <time dateTime={entry.at}>{formatMoment(entry.at)}</time> · from <span className="mono">{entry.address}</span>
      </p>
    </li>
  );
}

function Entries({ labels }: { labels: Labels }) {
  const state = useStore($audit);
  if (state.status === 'loading') return <div className="skeleton" style={{ height: '6rem' }} aria-busy="true" />;
  if (state.status === 'error') return <Failed message={state.message} retry={() => void loadAudit()} />;
  if (state.entries.length === 0) return <p className="muted">No entries of this kind yet.</p>;
  return (
    <>
      <ol className="audit-list" aria-labelledby="audit-heading">
        {state.entries.map((entry) => (
          <Entry key={entry.seq} entry={entry} labels={labels} />
        ))}
      </ol>
      {state.older === 'failed' && (
        <p className="field-error" role="alert">
          Failed to load older entries.
        </p>
      )}
      {state.nextBefore !== null && (
        <button
          type="button"
          className="btn btn-sm"
          disabled={state.older === 'loading'}
          onClick={() => void loadOlder()}
        >
          {state.older === 'loading' ? 'Loading…' : 'Older entries'}
        </button>
      )}
    </>
  );
}

function AuditCard({ labels }: { labels: Labels }) {
  const event = useStore($auditEvent);
  useEffect(() => {
    void loadAudit('');
  }, []);
  return (
    <section className="card team-card" aria-labelledby="audit-heading">
      <div className="team-head">
        <h2 id="audit-heading">Audit log</h2>
        <label className="audit-filter">
          <span className="label">Event</span>
          <select
            className="select"
            value={event}
            onChange={(change) => void loadAudit(change.target.value as AuditEvent | '')}
          >
            <option value="">All events</option>
            {Object.entries(labels).map(([one, label]) => (
              <option key={one} value={one}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="muted">Who changed the team, its members, billing details, orders and API tokens: newest first.</p>
      <Entries labels={labels} />
    </section>
  );
}

export default function AuditLog({ events }: { events: Labels }) {
  const state = useStore($team);
  useEffect(() => ensureTeam(), []);
  // Before the team is known: an empty placeholder, which the island's client:visible watches for.
  if (state.status !== 'ready') return <div className="team-lazy" />;
  return can(state.team.role, 'audit:read') ? <AuditCard labels={events} /> : null;
}
