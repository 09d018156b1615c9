import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call, described once: the server registers it (validation and OpenAPI come from the
 * schemas) and the web client calls it with types derived from the same schemas.
 * `path` is relative to `/api` and uses `{name}` placeholders as the spec writes them.
 */
export interface Endpoint<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  /** Whether the call needs a bearer token. */
  auth: boolean;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Moves money: accepts an Idempotency-Key header. */
  idempotent?: boolean;
}

/** A schema, or a function that builds it when first needed. */
type SchemaOrBuilder<S> = S | (() => S);

/** An endpoint as its file declares it: each schema may be given as a function that builds it (see `endpoint`). */
export type EndpointDefinition<P, Q, B, R> = Omit<Endpoint, 'params' | 'query' | 'body' | 'response'> & {
  params?: SchemaOrBuilder<P>;
  query?: SchemaOrBuilder<Q>;
  body?: SchemaOrBuilder<B>;
  response: SchemaOrBuilder<R>;
};

const SCHEMA_KEYS = ['params', 'query', 'body', 'response'] as const;

/**
 * An endpoint whose schemas are built when a caller first reads them, then kept. Building zod schemas
 * is most of what loading the contract costs, and a screen calls few of the endpoints its chunks hold,
 * so the contract's files give their schemas as functions. Each schema is a property that replaces
 * itself with the built schema on first read: the server's later reads are plain property reads, and
 * every reader gets the same schema. Input schemas (params, query, body) also get the storable-text
 * check.
 */
export function endpoint<
  P extends z.ZodMiniType,
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(def: EndpointDefinition<P, Q, B, R>): Endpoint<P, Q, B, R> {
  const built = { ...def } as Endpoint<P, Q, B, R>;
  for (const key of SCHEMA_KEYS) {
    const given: SchemaOrBuilder<z.ZodMiniType> | undefined = def[key];
    if (!given) continue;
    // A zod schema is an object, never a function: a function here is a schema's builder.
    const build = typeof given === 'function' ? given : () => given;
    Object.defineProperty(built, key, {
      enumerable: true,
      configurable: true,
      get() {
        const schema = key === 'response' ? build() : storableText(build());
        Object.defineProperty(built, key, { value: schema, enumerable: true, writable: false, configurable: false });
        return schema;
      },
    });
  }
  return built;
}

/**
 * A named schema built on first call, then the same schema on every later call, so that it is built
 * only when an endpoint's schema that uses it is (see `endpoint`). The first screens' endpoint files, the
 * shared fields, the signed-in `user`, the `errorEnvelope`, `accountStatus` and `kycUploadFields` name their
 * schemas this way. The market's stay built when their file loads, as do those of the files only other
 * screens load, with their screen.
 */
export function lazily<S>(build: () => S): () => S {
  let schema: S | undefined;
  return () => {
    schema ??= build();
    return schema;
  };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored as PostgreSQL text as given, or null when it can: PostgreSQL refuses
 * the NUL character, and a lone UTF-16 surrogate would be stored altered (decision 0021).
 */
function unstorableText(value: string): string | null {
  if (value.includes('\u0000')) return 'Text cannot contain the NUL character';
  if (LONE_SURROGATE.test(value)) return 'Text must be valid Unicode';
  return null;
}

/**
 * Every input schema of every endpoint goes through this check: each string of the parsed input (at
 * any depth, keys included) must be storable text, or the call is `bad_params` naming the field.
 */
function storableText<S extends z.ZodMiniType>(schema: S): S {
  return schema.check((ctx) => {
    const visit = (value: unknown, path: PropertyKey[]): void => {
      if (typeof value === 'string') {
        const message = unstorableText(value);
        if (message) ctx.issues.push({ code: 'custom', message, input: value, path });
      } else if (Array.isArray(value)) {
        for (const [index, item] of value.entries()) visit(item, [...path, index]);
      } else if (value !== null && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          visit(key, path);
          visit(item, [...path, key]);
        }
      }
    };
    visit(ctx.value, []);
  });
}

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;

/** `/wallet/{id}/send` with `{ id: 'w1' }` gives `/wallet/w1/send`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Fastify's route syntax: `{id}` becomes `:id`. */
export function toRoutePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
