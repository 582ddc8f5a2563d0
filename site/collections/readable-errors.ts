/**
 * Content errors a writer can act on. Astro prints each schema issue of a content file as
 * "**field**: message" under the file's name, but its own zod error map already starts the message
 * with the field ("**excerpt**: **excerpt**: Required") and says only "Did not match union" for a
 * union. `readable(schema)` parses with this project's messages instead: what is wrong and what is
 * allowed, without the field's name, which Astro then prints once.
 */
import { z } from 'astro/zod';

type Issue = z.core.$ZodRawIssue;
/** The limits a schema's checks set: lengths for text and lists, bounds and wholeness for numbers. */
type Limits = { minimum?: number; maximum?: number; above?: number; whole?: boolean };

const show = (value: unknown): string => {
  if (typeof value === 'string') return `'${value}'`;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return 'a list';
  if (value !== null && typeof value === 'object') return 'a group of fields';
  return String(value);
};

const kind = (value: unknown): string => {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'true or false';
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'empty';
  return 'a group of fields';
};

function limits(schema: z.core.$ZodType): Limits {
  const found: Limits = {};
  for (const check of (schema._zod.def.checks ?? []) as z.core.$ZodCheck[]) {
    const def = check._zod.def as z.core.$ZodCheckDef & Record<string, unknown>;
    if (def.check === 'min_length') found.minimum = def.minimum as number;
    if (def.check === 'max_length') found.maximum = def.maximum as number;
    if (def.check === 'length_equals') found.minimum = found.maximum = def.length as number;
    if (def.check === 'greater_than') {
      if (def.inclusive) found.minimum = Number(def.value);
      else found.above = Number(def.value);
    }
    if (def.check === 'less_than' && def.inclusive) found.maximum = Number(def.value);
    if (def.check === 'number_format') found.whole = def.format === 'safeint' || def.format === 'int32';
  }
  return found;
}

const range = ({ minimum, maximum }: Limits, unit: string) => {
  if (minimum !== undefined && maximum !== undefined)
    return minimum === maximum ? ` of ${minimum} ${unit}` : ` of ${minimum} to ${maximum} ${unit}`;
  if (minimum !== undefined && minimum > 1) return ` of at least ${minimum} ${unit}`;
  if (maximum !== undefined) return ` of at most ${maximum} ${unit}`;
  return '';
};

/** What a schema accepts, in a writer's words: "text of 20 to 260 characters", "one of: a, b". */
export function allowed(schema: z.core.$ZodType | undefined): string {
  if (!schema) return 'a value';
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'string':
      return `text${range(limits(schema), 'characters')}`;
    case 'number': {
      const { whole, minimum, maximum, above } = limits(schema);
      const bounds = [
        minimum !== undefined ? `${minimum} or more` : above !== undefined ? `more than ${above}` : '',
        maximum !== undefined ? `at most ${maximum}` : '',
      ].filter(Boolean);
      return `${whole ? 'a whole number' : 'a number'}${bounds.length ? `, ${bounds.join(' and ')}` : ''}`;
    }
    case 'boolean':
      return 'true or false';
    case 'enum':
      return `one of: ${Object.values(def.entries as Record<string, string>).join(', ')}`;
    case 'literal':
      return (def.values as unknown[]).map(show).join(' or ');
    case 'date':
      return 'a date (YYYY-MM-DD)';
    case 'array':
      return `a list${range(limits(schema), 'items')}`;
    case 'object':
      return 'a group of fields';
    case 'union': {
      const options = def.options as z.core.$ZodType[];
      // A date field takes "2025-03-04" (text) or a YAML date: to a writer it is one thing.
      if (options.some((option) => option._zod.def.type === 'date')) return 'a date (YYYY-MM-DD)';
      return [...new Set(options.map(allowed))].join(', or ');
    }
    case 'optional':
    case 'default':
    case 'nullable':
      return allowed(def.innerType as z.core.$ZodType);
    case 'pipe':
      return allowed(def.in as z.core.$ZodType);
    default:
      return 'a value';
  }
}

/** The message of one issue, without the field's name. */
export function contentErrorMessage(issue: Issue): string {
  // A check's issue (too short, too small) is owned by its schema, which says what is allowed.
  const owner = ((issue as { schema?: z.core.$ZodType }).schema ?? issue.inst) as z.core.$ZodType | undefined;
  const expected = `(expected ${allowed(owner)})`;
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_union':
      return issue.input === undefined
        ? `missing ${expected}`
        : `${show(issue.input)} is ${kind(issue.input)} ${expected}`;
    case 'invalid_value':
      return `${show(issue.input)} is not one of: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
    case 'too_big': {
      const which = issue.code === 'too_small' ? 'too short' : 'too long';
      if (typeof issue.input === 'string') return `${which} at ${issue.input.length} characters ${expected}`;
      if (Array.isArray(issue.input)) return `${which} at ${issue.input.length} items ${expected}`;
      return `${show(issue.input)} is too ${issue.code === 'too_small' ? 'small' : 'big'} ${expected}`;
    }
    case 'invalid_format':
      return `${show(issue.input)} is not in the expected form ${expected}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return issue.message ?? `${show(issue.input)} is not allowed ${expected}`;
  }
}

/**
 * `schema`, with every issue carrying this project's message. The result checks and outputs
 * exactly what `schema` does; only the messages differ.
 */
export function readable<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, z.input<T>> {
  return z.unknown().transform(async (data, ctx) => {
    const result = await schema.safeParseAsync(data, { error: (issue) => contentErrorMessage(issue) });
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }) as unknown as z.ZodType<z.output<T>, z.input<T>>;
}

/**
 * Every collection with `readable` messages. Types stay those of the original schemas, which
 * `readable` parses to exactly.
 */
export function readableCollections<T extends Record<string, { schema?: unknown }>>(collections: T): T {
  return Object.fromEntries(
    Object.entries(collections).map(([name, collection]) => [
      name,
      collection.schema instanceof z.ZodType ? { ...collection, schema: readable(collection.schema) } : collection,
    ]),
  ) as T;
}
