/** Request schemas of the sessions endpoints (R31), used by the worker's validators. */
import * as v from 'valibot';
import { sessionErrors } from './sessions';

/** A session's public id: the UUID of its row (never the token or its hash). */
export const sessionIdSchema = v.pipe(v.string(sessionErrors.idMalformed), v.uuid(sessionErrors.idMalformed));
