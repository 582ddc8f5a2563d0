/**
 * Who a signed-in request acts for, as the SQL its statements carry (docs/decisions/signed-in-builder.md).
 * The user is a subquery on the request's session, never an id a route typed in: it is NULL
 * without a live session, so a read finds nothing. Every write carries the guard, true only while
 * the session is live and every limit of the request is within its number, so a refused request
 * changes nothing. Only lib/signed-in.ts makes them; a db function that writes for a customer takes
 * an Actor, so a write without the guard does not type-check. This module is the only one that casts
 * SQL to these types (or `and(...)`'s `SQL | undefined` to SQL).
 */
import { and, type SQL } from 'drizzle-orm';

declare const userRef: unique symbol;
declare const writeGuard: unique symbol;
declare const accountRef: unique symbol;

/** The signed-in user's id in SQL (NULL without a live session); not assignable from a string or other SQL. */
export type UserRef = SQL & { readonly [userRef]: true };

/** True only with a live session and every counted limit within its number. */
export type WriteGuard = SQL & { readonly [writeGuard]: true };

/**
 * The current account's id in SQL: NULL unless the signed-in user's role there allows the route's
 * action (and the account's two-factor policy lets them in); docs/decisions/accounts-and-teams.md.
 */
export type AccountRef = SQL & { readonly [accountRef]: true };

/** The request's user and its write guard. */
export type Actor = { readonly user: UserRef; readonly guard: WriteGuard };

/** An actor acting for the current account, as a route that named its action (`permit`) has one. */
export type AccountActor = Actor & { readonly account: AccountRef };

/** `and(...)` of at least one condition, which is never undefined. */
export function allOf(first: SQL, ...more: (SQL | undefined)[]): SQL {
  return and(first, ...more) as SQL;
}

/** A guard narrowed by more conditions is still a guard: it only lets a write touch fewer rows. */
export function guardAnd(guard: WriteGuard, ...more: (SQL | undefined)[]): WriteGuard {
  return and(guard, ...more) as WriteGuard;
}

/** The brands, given only where the SQL is built: lib/session-sql.ts and lib/signed-in.ts. */
export const brand = {
  user: (ref: SQL) => ref as UserRef,
  account: (ref: SQL) => ref as AccountRef,
  guard: (first: SQL, ...more: (SQL | undefined)[]) => and(first, ...more) as WriteGuard,
};
