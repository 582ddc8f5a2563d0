/**
 * Frontmatter of an incident file in `content/incidents/` (docs/decisions/status-history-from-incident-files.md). Plain zod with
 * no `astro:content` import, so unit tests validate fixtures with exactly what the build uses.
 */
import { z } from 'astro/zod';
import { impacts } from '../lib/uptime';

export const incidentStatuses = ['investigating', 'identified', 'monitoring', 'scheduled', 'resolved'] as const;

export const incidentSchema = z
  .object({
    /** Headline. */
    title: z.string().min(1),
    /** Impact per affected component, keyed by the ids of `content/marketing/status-components.yaml`. */
    components: z.record(z.string(), z.enum(impacts)).refine((c) => Object.keys(c).length > 0, {
      message: 'name at least one component',
    }),
    /** When it started (or a maintenance window starts), ISO 8601 with the UTC offset. */
    start: z.coerce.date(),
    /** When it ended; leave it out while the incident is ongoing. */
    end: z.coerce.date().optional(),
    /** Current state; `resolved` moves it to the past incidents. */
    status: z.enum(incidentStatuses),
    /** Timed updates, newest first. */
    updates: z
      .array(
        z.object({
          /** When, ISO 8601 with the UTC offset. */
          time: z.coerce.date(),
          /** State at that update. */
          status: z.enum(incidentStatuses),
          /** What was known then. */
          content: z.string().min(1),
        }),
      )
      .min(1),
  })
  .superRefine((incident, ctx) => {
    if (incident.end && incident.end <= incident.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must be after start' });
    }
    if (incident.status === 'resolved' && !incident.end) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'a resolved incident needs an end' });
    }
    if (incident.status === 'scheduled' && !incident.end) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'scheduled maintenance needs an end' });
    }
  });

export type IncidentData = z.infer<typeof incidentSchema>;
