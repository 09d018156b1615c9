import { type LoaderFunctionArgs, redirect } from 'react-router';

/**
 * Where the route guards of spec section 2 will decide (issue 4, from @coffer/domain's pure rules):
 * given the URL being opened, the path to go to instead, or null to let it through.
 * It runs on every navigation because the root route always revalidates.
 */
export function resolveGuardRedirect(_url: URL): string | null {
  return null;
}

export function guardLoader({ request }: LoaderFunctionArgs) {
  const target = resolveGuardRedirect(new URL(request.url));
  return target ? redirect(target) : null;
}
