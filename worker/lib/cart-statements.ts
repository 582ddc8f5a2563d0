/**
 * The cart's statements for the signed-in batch, built once per isolate (db/compiled.ts): the
 * request's values are placeholders, the user is the session's (`signedInUser`) and every write
 * carries the cart-write guard (`allowedFor`).
 */
import { sql } from 'drizzle-orm';
import { addCartItem, cartItemCount, cartQueries, removeCartItem } from '../db/cart';
import { planById, serviceById } from '../db/catalog';
import { compiled, compiledEach } from '../db/compiled';
import { CART_WRITE } from '../middleware/write-limits';
import { allowedFor, signedInUser } from './signed-in';

const at = (name: string) => sql.placeholder(name);
export const readCart = compiledEach((db) => cartQueries(db, signedInUser));
export const countLines = compiled((db) => cartItemCount(db, signedInUser));
const line = { id: at('lineId'), itemId: at('itemId'), billingPeriod: at('billingPeriod'), now: at('now') };
/** Per kind of item: the item itself (to say why an add did nothing), the add, the removal. */
export const cartStatements = {
  plan: {
    item: compiled((db) => planById(db, at('itemId'))),
    add: compiled((db) => addCartItem(db, signedInUser, allowedFor(CART_WRITE), 'plan', line)),
    remove: compiled((db) => removeCartItem(db, signedInUser, allowedFor(CART_WRITE), 'plan', at('itemId'))),
  },
  service: {
    item: compiled((db) => serviceById(db, at('itemId'))),
    add: compiled((db) =>
      addCartItem(db, signedInUser, allowedFor(CART_WRITE), 'service', { ...line, category: at('category') }),
    ),
    remove: compiled((db) => removeCartItem(db, signedInUser, allowedFor(CART_WRITE), 'service', at('itemId'))),
  },
};
