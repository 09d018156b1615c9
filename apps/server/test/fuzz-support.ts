import { errorEnvelope } from '@coffer/contract';
import fc from 'fast-check';
import {
  BAD_AUTH,
  BROKEN_JSON,
  CONTENT_TYPES,
  EXTRA_KEYS,
  HUGE,
  NUMERIC_JUNK,
  OVERSIZED_BODY,
  PATH_JUNK,
  TEXT_JUNK,
} from './fuzz-junk';

/**
 * Arbitraries for the fuzz suite, derived from the server's own OpenAPI document: every operation the
 * document lists gets requests built from its parameters and body schema, half near-valid and half
 * broken (wrong types, missing and extra fields, huge strings, NUL and control characters, unicode,
 * bad path ids, bad query values, bad JSON, wrong content types, odd amounts). Nothing here names an
 * endpoint: a new one is fuzzed as soon as the contract declares it.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  auth: boolean;
  params: Parameter[];
  body?: JsonSchema;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of an OpenAPI document, in document order. */
export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      auth: (op.security?.length ?? 0) > 0,
      params: op.parameters ?? [],
      ...(op.requestBody ? { body: op.requestBody.content?.['application/json']?.schema ?? {} } : {}),
    })),
  );
}

/** Values known to the run (ids that exist, the test user's secrets...); read when a request is generated. */
export interface Pool {
  values: string[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Whether to send the run's bearer token. */
  session: boolean;
}

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) });
const controlChars = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  minLength: 1,
});

/** Strings a well-behaved server must refuse or store without trouble. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...TEXT_JUNK),
  fc.constantFrom(...NUMERIC_JUNK),
  fc.constantFrom(...HUGE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.tuple(printable, controlChars, printable).map((parts) => parts.join('')),
  // Text a database cannot store (NUL, a lone surrogate) inside an otherwise plain value, often.
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.string({ maxLength: 8 }))
      .map((parts) => `x${parts.join('')}`),
    weight: 3,
  },
);

/** Any JSON value, of whatever type the field did not ask for. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.string({ maxLength: 10 }),
);

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function matches(schema: JsonSchema, value: string): boolean {
  if (schema.enum) return schema.enum.includes(value);
  if (schema.pattern && !new RegExp(schema.pattern).test(value)) return false;
  if (schema.format === 'uuid' && !/^[0-9a-f-]{36}$/i.test(value)) return false;
  return value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
}

/** Values of the pool that fit the schema (existing ids for a uuid, the user's email for an email...). */
export function fromPool(schema: JsonSchema, pool: Pool): fc.Arbitrary<string> | undefined {
  if (!types(schema).includes('string')) return undefined;
  return fc.nat().chain((i) => {
    const fitting = pool.values.filter((v) => matches(schema, v));
    const pick = fitting.length > 0 ? fitting[i % fitting.length] : pool.values[i % pool.values.length];
    return fc.constant(pick ?? '');
  });
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  const maxLength = Math.min(schema.maxLength ?? 40, 80);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.pattern) {
    try {
      const re = new RegExp(schema.pattern);
      const generated = fc.stringMatching(re);
      fc.sample(generated, 1);
      return generated;
    } catch {
      // Lookaheads and the like: a plausible strong value instead.
      return fc.constantFrom('Str0ngPass', 'Aa1aaaaaaaaaa', 'NoDigitsHere', 'x');
    }
  }
  return fc.string({ minLength, maxLength });
}

/** A value the schema accepts (or nearly: generated patterns may overshoot a length). */
export function validValue(schema: JsonSchema, pool: Pool): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, pool)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const arbs = types(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string': {
        const known = fromPool(schema, pool);
        return known ? fc.oneof(validString(schema), known) : validString(schema);
      }
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(validValue(schema.items ?? {}, pool), { maxLength: 4 });
      case 'object':
        return objectValue(schema, pool);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  return arbs.length > 0 ? fc.oneof(...arbs) : fc.jsonValue({ maxDepth: 2 });
}

/** A field's value: valid, known to the run, or broken. */
export function fieldValue(schema: JsonSchema, pool: Pool): fc.Arbitrary<unknown> {
  const known = fromPool(schema, pool);
  return fc.oneof(
    { arbitrary: validValue(schema, pool), weight: 5 },
    { arbitrary: known ?? validValue(schema, pool), weight: 2 },
    { arbitrary: junkString, weight: 3 },
    { arbitrary: wrongType, weight: 2 },
  );
}

/** An object for the schema, with required fields sometimes missing and unknown fields sometimes added. */
function objectValue(schema: JsonSchema, pool: Pool): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const keys = Object.keys(props);
  const model = Object.fromEntries(keys.map((k) => [k, fieldValue(props[k] as JsonSchema, pool)]));
  const dropped = fc.oneof({ arbitrary: fc.constant([] as string[]), weight: 3 }, fc.subarray(keys));
  const extras = fc.oneof(
    { arbitrary: fc.constant({}), weight: 4 },
    fc.dictionary(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 8 })), fieldValue({}, pool), {
      maxKeys: 3,
    }),
  );
  return fc
    .tuple(fc.record(model, { requiredKeys: schema.required?.filter((k) => keys.includes(k)) ?? [] }), dropped, extras)
    .map(([record, drop, extra]) => {
      const out: Record<string, unknown> = { ...record };
      for (const k of drop) delete out[k];
      for (const [k, v] of Object.entries(extra)) Object.defineProperty(out, k, { value: v, enumerable: true });
      return out;
    });
}

export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as a client would (wrongly) encode it
  }
}

export function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** One path segment: valid, existing, random, or malformed as sent (`%zz`, very long...). */
function pathSegment(param: Parameter, pool: Pool): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fieldValue(param.schema, pool).map((v) => encode(asText(v))), weight: 4 },
    { arbitrary: fc.constantFrom(...PATH_JUNK), weight: 2 },
  );
}

/** The query string: each parameter absent, valid, broken, raw-malformed or repeated; sometimes an unknown one. */
function queryString(params: Parameter[], pool: Pool): fc.Arbitrary<string> {
  const one = (p: Parameter): fc.Arbitrary<string[]> => {
    const value = fieldValue(p.schema, pool).map((v) => `${encode(p.name)}=${encode(asText(v))}`);
    return fc.oneof(
      { arbitrary: fc.constant<string[]>([]), weight: p.required ? 1 : 3 },
      { arbitrary: value.map((v) => [v]), weight: 4 },
      { arbitrary: fc.constantFrom(...PATH_JUNK).map((j) => [`${encode(p.name)}=${j}`]), weight: 1 },
      { arbitrary: fc.tuple(value, value), weight: 1 },
    );
  };
  const extra = fc.oneof(
    { arbitrary: fc.constant([] as string[]), weight: 6 },
    fc.constantFrom(['&&=&'], ['%zz=1'], ['a[b]=1'], ['__proto__[x]=1'], [`q=${'z'.repeat(10_000)}`], ['=']),
  );
  return fc.tuple(fc.tuple(...params.map(one), extra)).map(([parts]) => {
    const all = parts.flat();
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

/** The body as sent: JSON of a generated value, or broken JSON, wrong content types, oversized... */
function bodyOf(op: Operation, pool: Pool): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const json = (v: unknown) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' });
  const value = op.body ? fieldValueOrObject(op.body, pool) : fc.jsonValue({ maxDepth: 2 });
  const variants: fc.WeightedArbitrary<{ payload?: string; contentType?: string }>[] = [
    { arbitrary: value.map(json), weight: op.body ? 24 : 1 },
    { arbitrary: fc.constant({}), weight: op.body ? 1 : 24 },
    { arbitrary: wrongType.map(json), weight: 2 },
    {
      arbitrary: fc.constantFrom(...BROKEN_JSON).map((p) => ({ payload: p, contentType: 'application/json' })),
      weight: 2,
    },
    { arbitrary: fc.constant({ payload: '', contentType: 'application/json' }), weight: 1 },
    {
      arbitrary: fc.tuple(value, fc.constantFrom(...CONTENT_TYPES)).map(([v, contentType]) => ({
        payload: JSON.stringify(v) ?? 'x',
        contentType,
      })),
      weight: 2,
    },
    { arbitrary: fc.constant({ payload: OVERSIZED_BODY, contentType: 'application/json' }), weight: 1 },
    {
      arbitrary: fc.integer({ min: 100, max: 20_000 }).map((depth) => ({
        payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
        contentType: 'application/json',
      })),
      weight: 1,
    },
  ];
  return fc.oneof(...variants);
}

function fieldValueOrObject(schema: JsonSchema, pool: Pool): fc.Arbitrary<unknown> {
  return types(schema).includes('object') ? validValue(schema, pool) : fieldValue(schema, pool);
}

export const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/**
 * A whole request for one operation, broken anywhere at once, with the session or without (then
 * sometimes with a broken token).
 */
export function wildRequest(op: Operation, pool: Pool, session: boolean): fc.Arbitrary<FuzzRequest> {
  const segments = op.params.filter((p) => p.in === 'path');
  const path = fc
    .tuple(fc.tuple(...segments.map((p) => pathSegment(p, pool))))
    .map(([values]) => segments.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] ?? ''), op.path));
  const method = fc.oneof(
    { arbitrary: fc.constant(op.method), weight: 30 },
    fc.constantFrom(...OTHER_METHODS.filter((m) => m !== op.method)),
  );
  const headers = fc.record(
    {
      authorization: fc.constantFrom(...BAD_AUTH),
      'idempotency-key': fc.oneof(printable, fc.constant('k'.repeat(2_000))),
      deviceid: printable,
      appversion: fc.oneof(printable, fc.constantFrom('0.0.0', '99999.99999.99999', '1.2')),
      'accept-language': printable,
    },
    { requiredKeys: [] },
  );
  return fc
    .record({
      method,
      path,
      query: queryString(
        op.params.filter((p) => p.in === 'query'),
        pool,
      ),
      headers,
      body: bodyOf(op, pool),
    })
    .map(({ method: m, path: p, query, headers: h, body }) => {
      const all: Record<string, string> = { ...h };
      if (session) delete all.authorization;
      if (body.contentType !== undefined) all['content-type'] = body.contentType;
      return {
        method: m,
        url: `${p}${query}`,
        headers: all,
        session,
        ...(body.payload !== undefined && m !== 'GET' ? { payload: body.payload } : {}),
      };
    });
}

/** Why an answer breaks the contract, or undefined: no 5xx, and every error is the catalogue envelope. */
export function verdict(status: number, body: string): string | undefined {
  if (status >= 500) return `${status} ${body.slice(0, 160)}`;
  if (status < 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} not JSON: ${body.slice(0, 120)}`;
  }
  const envelope = errorEnvelope().safeParse(parsed);
  const keys = parsed && typeof parsed === 'object' ? Object.keys(parsed) : [];
  const extra = keys.filter((k) => !['code', 'description', 'meta'].includes(k));
  if (!envelope.success || extra.length > 0) return `${status} outside the envelope: ${body.slice(0, 160)}`;
  return undefined;
}
