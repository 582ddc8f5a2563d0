/**
 * The Security page's Revoke confirmation, loaded on the first click of Revoke (OwnTokens.tsx);
 * `revoked` takes the token out of the list.
 */
import type { OwnApiToken } from '../../../shared/api/tokens';
import { revokeOwnToken } from '../../../stores/own-tokens-revoke';
import { RevokeToken } from '../../tokens/RevokeToken';

type Token = Pick<OwnApiToken, 'id' | 'name'>;

export default function OwnTokenRevoke({ token, revoked }: { token: Token; revoked: (token: Token) => void }) {
  const revoke = async (one: Token) => {
    const done = await revokeOwnToken(one);
    if (done) revoked(one);
    return done;
  };
  return <RevokeToken token={token} revoke={revoke} asked />;
}
