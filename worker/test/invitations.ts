/**
 * Invitation requests for the Workers-runtime tests: sent and listed through the API, read and
 * accepted from the mailed link (teams and their members come from ./teams.ts).
 */
import type { Invitation } from '../../site/shared/api/team-invitations';
import type { LimitVars } from '../lib/limits';
import type { OutgoingMail } from '../lib/mail';
import { callWorker } from './direct';
import { api, freshClient } from './helpers';

export const invite = (token: string, email: string, role = 'member') =>
  api<Invitation>('POST', '/api/team/invitations', { token, body: { email, role }, headers: freshClient() });

/** The same, with Worker vars (limits) set for this request. */
export const inviteWith = (vars: LimitVars, token: string, email: string, role = 'member') =>
  callWorker<Invitation>('POST', '/api/team/invitations', { token, body: { email, role }, vars });

export const listInvitations = (token: string) =>
  api<{ invitations: Invitation[] }>('GET', '/api/team/invitations', { token });

export const preview = (token: string) =>
  api<Record<string, string>>('POST', '/api/invitations/preview', { body: { token }, headers: freshClient() });

export const accept = (sessionToken: string, token: string) =>
  api<Record<string, unknown>>('POST', '/api/invitations/accept', { token: sessionToken, body: { token } });

/** The token of a mailed invitation link (`/invitation#token=…`). */
export function invitationTokenFrom(mail: OutgoingMail): string {
  const match = /http:\/\/nimbus\.test\/invitation#token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No invitation link in: ${mail.text}`);
  return match[1];
}
