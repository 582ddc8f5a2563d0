/**
 * Why a part of a page is not shown for the current account: the role may not use it, or the team's
 * two-factor policy refuses this customer until they turn it on (texts from lib/account-notes.ts).
 */
import type { AccountNote as Note } from '../lib/account-notes';
import * as icons from '../lib/island-icons';
import { currentAccount } from '../stores/current-account';
import { Icon } from './Icon';

export function AccountNote({ note }: { note: Note }) {
  const refused = currentAccount()?.refused === true;
  return (
    <div className="banner banner-warning account-note" role="status">
      <Icon d={icons.lock} size={18} />
      <p>
        {refused ? note.refused : note.forbidden}
        {refused && (
          <>
            {' '}
            <a href="/profile/security">Open Security</a>
          </>
        )}
      </p>
    </div>
  );
}
