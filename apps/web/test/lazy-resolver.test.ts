import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { lazyZodResolver } from '../src/lib/forms/lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('builds nothing until the form first validates, then builds the schema once', async () => {
    const build = vi.fn(() => z.object({ name: z.string().check(z.minLength(1, 'required')) }));
    const resolver = lazyZodResolver(build);
    expect(build).not.toHaveBeenCalled();
    await resolver({ name: '' }, undefined, options);
    await resolver({ name: 'Ada' }, undefined, options);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it.each([
    { values: { name: 'Ada', age: '7' }, errors: [], parsed: { name: 'Ada', age: 7 } },
    { values: { name: '', age: '7' }, errors: ['name'], parsed: {} },
    { values: { name: 'Ada', age: 'x' }, errors: ['age'], parsed: {} },
    { values: { name: '', age: '' }, errors: ['name', 'age'], parsed: {} },
  ])('answers as zodResolver does: $values', async ({ values, errors, parsed }) => {
    const resolver = lazyZodResolver(() =>
      z.object({
        name: z.string().check(z.minLength(1, 'required')),
        age: z.pipe(z.string().check(z.regex(/^\d+$/, 'number')), z.transform(Number)),
      }),
    );
    const result = await resolver(values, undefined, options);
    expect(Object.keys(result.errors)).toEqual(errors);
    expect(result.values).toEqual(parsed);
  });
});
