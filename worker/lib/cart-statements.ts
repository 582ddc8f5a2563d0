/**
 * The cart's routes as declared (middleware/signed-in-route.ts) and their statements for the
 * signed-in batch, built once per isolate (db/compiled.ts): the request's values are placeholders,
 * the cart is the current account's where the role may use it, the user the session's, and every
 * write carries the guard of the declaration whose limits the request counted.
 */
import { sql } from 'drizzle-orm';
import { addCartInstance, addCartItem, cartItemCount, cartLineFacts, changeCartLine, removeCartItem } from '../db/cart';
import { cartContents } from '../db/cart-read';
import { instanceById, planById, serviceById } from '../db/catalog';
import { compiled } from '../db/compiled';
import { signedInRoute } from '../middleware/signed-in-route';
import { CART_WRITE } from '../middleware/write-limits';
import { signedInUser } from './signed-in';

export const cartRead = signedInRoute({ action: 'cart:use', tokenScope: 'cart:read' });
export const cartWrite = signedInRoute({ action: 'cart:use', tokenScope: 'cart:write', limits: CART_WRITE });
const at = (name: string) => sql.placeholder(name);
const { account } = cartWrite;
const allowed = () => cartWrite.guard;
const who = { user: signedInUser, account };
/** The cart's lines with their items, and the billing details its tax line is worked out from: one statement. */
export const readCart = compiled((db) => cartContents(db, account));
export const countLines = compiled((db) => cartItemCount(db, account));
const line = {
  id: at('lineId'),
  itemId: at('itemId'),
  billingPeriod: at('billingPeriod'),
  now: at('now'),
  region: at('region'),
};
/** Per kind of item: the item itself (to say why an add did nothing), the add, the removal. */
export const cartStatements = {
  plan: {
    item: compiled((db) => planById(db, at('itemId'))),
    add: compiled((db) => addCartItem(db, who, allowed(), 'plan', line)),
    remove: compiled((db) => removeCartItem(db, account, allowed(), 'plan', at('itemId'))),
  },
  service: {
    item: compiled((db) => serviceById(db, at('itemId'))),
    add: compiled((db) => addCartItem(db, who, allowed(), 'service', { ...line, category: at('category') })),
    remove: compiled((db) => removeCartItem(db, account, allowed(), 'service', at('itemId'))),
  },
  instance: {
    item: compiled((db) => instanceById(db, at('itemId'))),
    add: compiled((db) => addCartInstance(db, who, allowed(), { ...line, count: at('count') })),
    remove: compiled((db) => removeCartItem(db, account, allowed(), 'instance', at('itemId'))),
  },
};

/** A line's count or region (`PATCH /api/cart/lines/{id}`), and what its item allows, to say why not. */
export const lineStatements = {
  change: compiled((db) =>
    changeCartLine(db, account, allowed(), at('lineId'), { count: at('count'), region: at('region'), now: at('now') }),
  ),
  facts: compiled((db) => cartLineFacts(db, account, at('lineId'))),
};
