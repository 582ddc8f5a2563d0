/** The navigation bar's account controls: Log in / Sign up, or cart (with count), profile and logout. */
import { useEffect } from 'react';
import * as icons from '../lib/island-icons';
import { $cartCount, refreshCartCount } from '../stores/cart-count';
import { $session, initSession, logout } from '../stores/session';
import { Icon } from './Icon';
import { useStore } from './use-store';

export default function NavAuth() {
  const session = useStore($session);
  const count = useStore($cartCount);

  useEffect(() => {
    if (initSession()) void refreshCartCount();
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
      <a className="icon-btn" href="/profile" aria-label="Profile" title="Profile">
        <Icon d={icons.user} />
      </a>
      <button type="button" className="icon-btn" aria-label="Log out" title="Log out" onClick={() => void logout()}>
        <Icon d={icons.logout} />
      </button>
    </div>
  );
}
