/**
 * Counts D1 round trips. A round trip is one call that goes to the database: a
 * statement's `run()`, `all()`, `first()` or `raw()`, or one `batch()` (all its statements travel
 * together). The wrapper passes everything through to the real D1 binding, follows `withSession()`
 * (recording each constraint or bookmark asked for), and unwraps statements before a batch, since
 * the runtime only accepts its own statement objects there.
 */
export type D1Trace = {
  /** Round trips so far. */
  trips: number;
  /** What each `withSession()` was given, in order. */
  sessions: string[];
  /** The SQL of each round trip (a batch lists its statements joined by " ; "). */
  sql: string[];
};

export const newTrace = (): D1Trace => ({ trips: 0, sessions: [], sql: [] });

const real = new WeakMap<object, D1PreparedStatement>();

function statement(target: D1PreparedStatement, query: string, trace: D1Trace): D1PreparedStatement {
  const wrapped = new Proxy(target, {
    get(stmt, prop) {
      if (prop === 'bind') return (...values: unknown[]) => statement(stmt.bind(...values), query, trace);
      if (prop === 'run' || prop === 'all' || prop === 'first' || prop === 'raw') {
        return (...args: unknown[]) => {
          trace.trips += 1;
          trace.sql.push(query);
          return (stmt[prop] as (...a: unknown[]) => unknown).apply(stmt, args);
        };
      }
      const value = Reflect.get(stmt, prop, stmt);
      return typeof value === 'function' ? value.bind(stmt) : value;
    },
  });
  real.set(wrapped, target);
  queries.set(wrapped, query);
  return wrapped;
}

const queries = new WeakMap<object, string>();

type Client = Pick<D1Database, 'prepare' | 'batch'>;

function client<C extends Client>(target: C, trace: D1Trace) {
  return {
    prepare: (query: string) => statement(target.prepare(query), query, trace),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => {
      trace.trips += 1;
      trace.sql.push(statements.map((s) => queries.get(s) ?? '?').join(' ; '));
      return target.batch<T>(statements.map((s) => real.get(s) ?? s));
    },
  };
}

/** `db` with every round trip counted into `trace`. */
export function countingD1(db: D1Database, trace: D1Trace): D1Database {
  return {
    ...client(db, trace),
    exec: (query: string) => {
      trace.trips += 1;
      trace.sql.push(query);
      return db.exec(query);
    },
    dump: () => db.dump(),
    withSession: (constraint?: string) => {
      trace.sessions.push(constraint ?? '(none)');
      const session = db.withSession(constraint);
      return { ...client(session, trace), getBookmark: () => session.getBookmark() } as D1DatabaseSession;
    },
  } as D1Database;
}
