import type { ApiToken } from '../../site/shared/api/tokens';
import { SCOPE_LABELS, TOKENS_PATH } from '../../site/shared/api/tokens-messages';
import type { RequestContext } from '../env';
import { mailInBackground, siteLink } from './account-mail';
import { formatDate } from './billing-mail';
import type { CurrentAccount } from './signed-in';

export function mailTokenCreated(
  c: RequestContext,
  user: { name: string; email: string },
  token: ApiToken,
  account: CurrentAccount,
) {
  mailInBackground(c, async () => ({
    to: user.email,
    template: 'api-token-created',
    values: {
      name: user.name,
      email: user.email,
      token: token.name,
      account: account.kind === 'personal' ? 'your personal account' : `the team ${account.name}`,
      scopes: token.scopes.map((scope) => SCOPE_LABELS[scope].toLowerCase()).join(', '),
      expires: formatDate(token.expiresAt),
      link: siteLink(c, TOKENS_PATH),
    },
  }));
}
