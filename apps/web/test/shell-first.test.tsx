import { act, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../src/app/App';
import { createAppHistory } from '../src/app/history';
import { routes } from '../src/app/routes';
import { drawShellFirst, ShellFirst } from '../src/app/screen';
import { createQueryClient } from '../src/lib/query-client';
import { yieldToMain } from '../src/lib/scheduling/yield';

/** A gate the test opens. */
function gate() {
  let open: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { settled, open };
}

function Page({ mounted }: { mounted: () => void }) {
  useEffect(() => mounted(), [mounted]);
  return <h1>The screen</h1>;
}

describe("the app's first render in two tasks (decision 0069)", () => {
  it("draws the boot spinner in the screen's place until the gate settles, then the screen, mounted once", async () => {
    const first = gate();
    drawShellFirst(first.settled);
    const mounted = vi.fn();
    render(
      <ShellFirst>
        <Page mounted={mounted} />
      </ShellFirst>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(mounted).not.toHaveBeenCalled();

    await act(async () => {
      first.open();
      await first.settled;
    });
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('draws the screen at once once the gate has settled, and when there was none', async () => {
    const first = gate();
    drawShellFirst(first.settled);
    first.open();
    await first.settled;
    render(
      <ShellFirst>
        <Page mounted={() => undefined} />
      </ShellFirst>,
    );
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("draws the login's header in the first task and its form in the next", async () => {
    localStorage.setItem('ee', '1');
    const history = createAppHistory(createMemoryHistory({ initialEntries: ['/login'], v5Compat: true }), routes);
    await history.ready();
    drawShellFirst(yieldToMain());
    render(<App history={history} queryClient={createQueryClient()} />);
    const main = within(screen.getByRole('main'));
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(main.getByRole('status').textContent).toContain('Loading');
    expect(main.queryByRole('button', { name: 'Continue' })).toBeNull();

    expect(await main.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(main.queryByRole('status')).toBeNull();
  });
});
