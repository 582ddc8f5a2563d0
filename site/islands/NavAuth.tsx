/**
 * The navigation bar's account controls: Log in / Sign up, or the cart (with count), the account menu's
 * button (the account the session acts for, "Personal" or the team) and logout. The menu itself is
 * AccountMenu, whose code loads when it first opens.
 */
import { useEffect } from 'react';
import * as icons from '../lib/island-icons';
import { reloadAccountsWith } from '../stores/account-follow';
import { $cartCount, refreshCartCount } from '../stores/cart-count';
import { $accountMenu, $currentAccount, accountLabel, may, setAccountMenu } from '../stores/current-account';
import { $session, initSession, logout } from '../stores/session';
import { Icon } from './Icon';
import { useStore } from './use-store';

// When an answer names another account than the one shown, the menu's list and the copy are read again.
reloadAccountsWith(() => import('../stores/accounts').then(({ loadAccounts }) => loadAccounts()));

export default function NavAuth() {
  const session = useStore($session);
  const count = useStore($cartCount);
  const account = useStore($currentAccount);
  const open = useStore($accountMenu);

  useEffect(() => {
    // A role that may not use the cart would be answered 403: no badge to ask for.
    if (initSession() && may('cart:use')) void refreshCartCount();
  }, []);

  if (!session) {
    return (
      <div className="nav-auth nav-auth-out">
        <a className="btn btn-ghost btn-sm" href="/login">
          Log in
        </a>
        <a className="btn btn-primary btn-sm" href="/signup">
          Sign up
        </a>
      </div>
    );
  }

  const cartLabel = count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
  const label = accountLabel(account);
  return (
    <div className="nav-auth nav-auth-in">
      <a className="icon-btn" href="/cart" aria-label={cartLabel} title="Cart">
        <Icon d={icons.cart} />
        {count > 0 && (
          <span className="count-badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </a>
      <button
        type="button"
        id="account-menu-button"
        className="nav-account"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'account-menu' : undefined}
        title={`Account: ${label}`}
        onClick={() => setAccountMenu(!open)}
      >
        <Icon d={icons.user} />
        <span className="visually-hidden">Account: </span>
        <span className="nav-account-name">{label}</span>
        <Icon d={icons.chevronDown} size={16} />
      </button>
      <button type="button" className="icon-btn" aria-label="Log out" title="Log out" onClick={() => void logout()}>
        <Icon d={icons.logout} />
      </button>
    </div>
  );
}
