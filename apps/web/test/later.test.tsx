import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint, WhenNear, WhenSettled } from '../src/lib/scheduling/later';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Loading({ answer }: { answer: Promise<string> }) {
  useQuery({ queryKey: ['slow'], queryFn: () => answer });
  return null;
}

function Painted() {
  return <p>{useAfterPaint() ? 'after paint' : 'before paint'}</p>;
}

describe('what the first screen does not need waits', () => {
  it('WhenSettled: the fallback while a query loads, the children once none does and the thread was idle', async () => {
    let resolve: (value: string) => void = () => undefined;
    const answer = new Promise<string>((r) => {
      resolve = r;
    });
    const idle = new Map<number, () => void>();
    let next = 0;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      idle.set(++next, task);
      return next;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Loading answer={answer} />
        <WhenSettled fallback={<p>bell without count</p>}>
          <p>bell</p>
        </WhenSettled>
      </QueryClientProvider>,
    );
    expect(screen.getByText('bell without count')).toBeTruthy();
    // Nothing stays idle-scheduled while the screen's query is loading.
    await act(async () => undefined);
    expect(idle.size).toBe(0);
    await act(async () => resolve('done'));
    await waitFor(() => expect(idle.size).toBe(1));
    expect(screen.queryByText('bell')).toBeNull();
    act(() => [...idle.values()][0]?.());
    expect(screen.getByText('bell')).toBeTruthy();
    expect(screen.queryByText('bell without count')).toBeNull();
  });

  it('WhenNear: an empty block until its place nears the viewport, then the children', () => {
    const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <WhenNear testId="market">
        <p>market</p>
      </WhenNear>,
    );
    expect(screen.getByTestId('market')).toBeTruthy();
    expect(screen.queryByText('market')).toBeNull();
    expect(observers[0]?.margin).toBe('400px');
    const report = (isIntersecting: boolean) =>
      act(() => observers[0]?.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
    report(false);
    expect(screen.queryByText('market')).toBeNull();
    report(true);
    expect(screen.getByText('market')).toBeTruthy();
    expect(screen.queryByTestId('market')).toBeNull();
  });

  it('WhenNear: at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear>
        <p>market</p>
      </WhenNear>,
    );
    expect(screen.getByText('market')).toBeTruthy();
  });

  it('useAfterPaint: false through the next two frames, true in the task after the second', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    render(<Painted />);
    expect(screen.getByText('before paint')).toBeTruthy();
    expect(frames).toHaveLength(1);
    act(() => frames[0]?.(0));
    // The first frame's callback runs before its paint: nothing yet, only the next frame is asked for.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByText('before paint')).toBeTruthy();
    expect(frames).toHaveLength(2);
    act(() => frames[1]?.(16));
    await screen.findByText('after paint');
    expect(frames).toHaveLength(2);
  });

  it('useAfterPaint: a hidden page has no frames, a timer stands in', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      render(<Painted />);
      await screen.findByText('after paint');
      expect(frames).toHaveLength(0);
    } finally {
      visibility.mockRestore();
    }
  });
});
