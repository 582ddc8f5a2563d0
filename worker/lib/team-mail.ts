import { TEAM_PATH } from '../../site/shared/api/teams-messages';
import { type AssignableRole, ROLE_LABELS, ROLE_SUMMARIES } from '../../site/shared/domain/teams';
import type { RequestContext } from '../env';
import { mailInBackground, siteLink } from './account-mail';

type Person = { name: string; email: string };

/** Tells `member` that `by` gave them role `role` in `team`. */
export function mailRoleChanged(c: RequestContext, member: Person, team: string, role: AssignableRole, by: Person) {
  mailInBackground(c, async () => ({
    to: member.email,
    template: 'team-role-changed',
    values: {
      name: member.name,
      team,
      role: ROLE_LABELS[role],
      roleSummary: ROLE_SUMMARIES[role],
      by: by.name,
      link: siteLink(c, TEAM_PATH),
    },
  }));
}

/** Tells `member` that `by` removed them from `team`. */
export function mailRemoved(c: RequestContext, member: Person, team: string, by: Person) {
  mailInBackground(c, async () => ({
    to: member.email,
    template: 'team-removed',
    values: { name: member.name, team, by: by.name, link: siteLink(c, '/profile') },
  }));
}

/** Tells the new and the former owner of `team` that the ownership moved. */
export function mailOwnershipTransferred(c: RequestContext, team: string, newOwner: Person, formerOwner: Person) {
  for (const reader of [newOwner, formerOwner]) {
    mailInBackground(c, async () => ({
      to: reader.email,
      template: 'team-ownership-transferred',
      values: {
        name: reader.name,
        team,
        newOwner: newOwner.name,
        formerOwner: formerOwner.name,
        link: siteLink(c, TEAM_PATH),
      },
    }));
  }
}
