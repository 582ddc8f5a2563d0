/** The JSON envelope: `{success: true, data}` or `{success: false, error}`. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../../site/shared/api/common';

export type Failure = { success: false; error: string; fields?: FieldErrors };

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json({ success: true as const, data }, status);
}

export function failure(error: string, fields?: FieldErrors): Failure {
  return fields && Object.keys(fields).length > 0 ? { success: false, error, fields } : { success: false, error };
}

/** An error that reaches the client as the envelope with its status; thrown, never returned. */
export class ApiError extends HTTPException {
  readonly fields: FieldErrors | undefined;
  constructor(status: ContentfulStatusCode, message: string, fields?: FieldErrors) {
    super(status, { message });
    this.fields = fields;
  }
}
