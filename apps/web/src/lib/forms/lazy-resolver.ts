import { lazily } from '@coffer/contract/endpoint';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * A form's zod resolver whose schema is built when the form first validates (a blur or a submit), not
 * while its screen first draws. A first screen's start-up is counted task by task on a slow phone:
 * building even a two-field schema there cost 10-15 ms of its first render (zod's classes run for the
 * first time), which a visitor who has not typed yet does not need (decision 0048).
 */
export function lazyZodResolver<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  build: () => Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  const resolver = lazily(() => zodResolver(build()) as Resolver<z.input<Schema>, unknown, z.output<Schema>>);
  return (values, context, options) => resolver()(values, context, options);
}
