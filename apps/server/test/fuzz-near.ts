import fc from 'fast-check';
import { CONTENT_TYPES, EXTRA_KEYS, PATH_JUNK } from './fuzz-junk';
import {
  asText,
  encode,
  type FuzzRequest,
  fromPool,
  type JsonSchema,
  junkString,
  type Operation,
  type Pool,
  validValue,
  wildRequest,
  wrongType,
} from './fuzz-support';

/**
 * Near-valid requests: everything valid for the schema (existing ids from the pool preferred), then
 * exactly one thing broken (a path id, a query value, a body field's value, a missing required field,
 * an unknown field, the content type), so the broken input reaches the handler behind the others.
 * One in six is left whole, so valid random inputs also run (and may move money).
 */

function tidy(schema: JsonSchema, pool: Pool): fc.Arbitrary<unknown> {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('object') && schema.properties) {
    const props = schema.properties;
    const model = Object.fromEntries(Object.keys(props).map((k) => [k, tidy(props[k] as JsonSchema, pool)]));
    return fc.record(model, { requiredKeys: schema.required ?? [] });
  }
  const known = fromPool(schema, pool);
  return known
    ? fc.oneof({ arbitrary: validValue(schema, pool), weight: 1 }, { arbitrary: known, weight: 2 })
    : validValue(schema, pool);
}

type Mutation =
  | { kind: 'none' }
  | { kind: 'segment' | 'query' | 'field' | 'drop'; at: number; value: unknown }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'contentType'; value: string };

const broken = fc.oneof(junkString, wrongType);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 2 },
  ...(['segment', 'query', 'field'] as const).map((kind) => ({
    arbitrary: fc.record({ kind: fc.constant(kind), at: fc.nat(), value: broken }),
    weight: 2,
  })),
  { arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat(), value: fc.constant(null) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 8 })),
      value: broken,
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('contentType' as const), value: fc.constantFrom(...CONTENT_TYPES) }),
    weight: 1,
  },
);

export function nearRequest(op: Operation, pool: Pool, session: boolean): fc.Arbitrary<FuzzRequest> {
  const segments = op.params.filter((p) => p.in === 'path');
  const queries = op.params.filter((p) => p.in === 'query');
  const query = fc.tuple(
    ...queries.map((p) => (p.required ? tidy(p.schema, pool) : fc.option(tidy(p.schema, pool), { nil: undefined }))),
  );
  const body = op.body ? tidy(op.body, pool) : fc.constant(undefined);
  return fc
    .record({ path: fc.tuple(...segments.map((p) => tidy(p.schema, pool))), query, body, mutation })
    .map(({ path, query: values, body: value, mutation: m }) => {
      const pathValues = path.map((v) => encode(asText(v)));
      const queryValues = values.map((v) => (v === undefined ? undefined : encode(asText(v))));
      let payload: unknown = value;
      let contentType = 'application/json';
      if (m.kind === 'segment' && pathValues.length > 0) {
        const raw = typeof m.value === 'string' && PATH_JUNK.includes(m.value);
        pathValues[m.at % pathValues.length] = raw ? (m.value as string) : encode(asText(m.value));
      } else if (m.kind === 'query' && queryValues.length > 0) {
        queryValues[m.at % queryValues.length] = encode(asText(m.value));
      } else if ((m.kind === 'field' || m.kind === 'drop') && payload && typeof payload === 'object') {
        const keys = Object.keys(op.body?.properties ?? {});
        const key = keys[m.at % Math.max(keys.length, 1)];
        if (key !== undefined && m.kind === 'field') payload = { ...payload, [key]: m.value };
        if (key !== undefined && m.kind === 'drop')
          payload = Object.fromEntries(Object.entries(payload as Record<string, unknown>).filter(([k]) => k !== key));
      } else if (m.kind === 'extra' && payload && typeof payload === 'object') {
        const copy: Record<string, unknown> = { ...payload };
        Object.defineProperty(copy, m.key, { value: m.value, enumerable: true });
        payload = copy;
      } else if (m.kind === 'contentType') {
        contentType = m.value;
      }
      const url = segments.reduce((u, p, i) => u.replace(`{${p.name}}`, pathValues[i] ?? ''), op.path);
      const qs = queries.flatMap((p, i) =>
        queryValues[i] === undefined ? [] : [`${encode(p.name)}=${queryValues[i]}`],
      );
      return {
        method: op.method,
        url: qs.length > 0 ? `${url}?${qs.join('&')}` : url,
        headers: (op.body ? { 'content-type': contentType } : {}) as Record<string, string>,
        session,
        ...(op.body ? { payload: JSON.stringify(payload) ?? 'null' } : {}),
      };
    });
}

/** The fuzz suite's requests: two broken anywhere at once for one near-valid request. */
export function requestFor(op: Operation, pool: Pool, session: boolean): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { arbitrary: wildRequest(op, pool, session), weight: 2 },
    { arbitrary: nearRequest(op, pool, session), weight: 1 },
  );
}
