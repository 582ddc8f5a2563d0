/**
 * Where an incident stands at a given moment (docs/decisions/status-follows-the-clock.md): before its
 * start, during it, or after its end. The build places each incident with its own time, and a small
 * script on the status pages places it again with the reader's clock, so a maintenance window that
 * ended after the build stops reading "Scheduled".
 */
export type Phase = 'before' | 'during' | 'after';

export function phase(start: Date, end: Date | undefined, now: number): Phase {
  if (end && now >= end.getTime()) return 'after';
  return now >= start.getTime() ? 'during' : 'before';
}

type Shown = 'scheduled' | 'in-progress' | 'completed' | 'resolved';

/**
 * The badge of an unresolved incident in each phase: a scheduled window is "In progress" during it and
 * "Completed" after; any incident whose end has passed reads "Resolved". Null: the status as written.
 */
export function badgeIn(status: string, when: Phase): Shown | null {
  if (status === 'resolved') return null;
  if (when === 'after') return status === 'scheduled' ? 'completed' : 'resolved';
  if (when === 'during' && status === 'scheduled') return 'in-progress';
  return null;
}

/** The phase of an incident card (its `data-start` and `data-end`) at `now`. */
export const cardPhase = (card: HTMLElement, now: number) =>
  phase(new Date(card.dataset.start ?? ''), card.dataset.end ? new Date(card.dataset.end) : undefined, now);
