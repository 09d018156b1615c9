import { isRootPath } from '@coffer/domain';
import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type To } from 'react-router';
import { App } from '../src/app/App';
import { createAppHistory } from '../src/app/history';
import { routes } from '../src/app/routes';
import { createQueryClient } from '../src/lib/query-client';
import { initTheme } from '../src/lib/theme/theme';

export interface RenderAppOptions {
  /**
   * The section 2 guard state to start from. 'auto' (default): a session token on /auth paths and
   * a chosen language everywhere but the root, so each screen opens as a real visitor would see it;
   * 'asIs' leaves localStorage untouched (guard tests set it up themselves).
   */
  state?: 'auto' | 'asIs';
}

/** The real routes and providers, at a given URL, in memory. */
export function renderApp(url: string, { state = 'auto' }: RenderAppOptions = {}) {
  if (state === 'auto') {
    const path = url.split('?')[0] ?? '';
    if (!isRootPath(path)) localStorage.setItem('ee', '1');
    if (path.startsWith('/auth/') && localStorage.getItem('token') === null)
      localStorage.setItem('token', 'test-token');
  }
  initTheme();
  const history = createAppHistory(createMemoryHistory({ initialEntries: [url], v5Compat: true }), routes);
  // The data router's shape the tests were written against: the shown location, and a navigation that settles
  // once its screen is shown.
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    navigate(to: To | number): Promise<void> {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
      return history.settled();
    },
  };
  const queryClient = createQueryClient();
  const view = render(<App history={history} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
