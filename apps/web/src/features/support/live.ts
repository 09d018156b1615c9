import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { API_BASE, buildHeaders } from '../../lib/api/client';
import { type LiveStream, startLiveStream } from '../../lib/live-updates';
import { serverUrl } from '../../platform/platform';

/**
 * The server's live stream (GET /api/live, server-sent events, decision 0033) read with fetch, so
 * the bearer token goes in a header as on every call. It reports changed query keys; it reconnects
 * with a growing delay (1 s to 30 s) after a failure.
 */
export function serverEvents(path = '/live', headers?: () => Headers): LiveStream {
  return {
    connect({ onChange, onStatus }) {
      let stopped = false;
      let controller: AbortController | undefined;
      let delay = 1000;
      const run = async () => {
        while (!stopped) {
          controller = new AbortController();
          try {
            const res = await fetch(serverUrl(API_BASE) + path, {
              headers: headers ? headers() : buildHeaders(false),
              signal: controller.signal,
              // Long-lived and never part of what a screen needs to show: the browser treats it as an
              // EventSource (low priority), so it neither competes with the screen's own requests nor
              // keeps the page looking busy to tools that wait for the network to settle.
              priority: 'low',
            });
            if (!res.ok || !res.body) throw new Error(String(res.status));
            onStatus(true);
            delay = 1000;
            const reader = res.body.getReader();
            const decoder = new TextDecoder();
            let buffer = '';
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              buffer += decoder.decode(value, { stream: true });
              let cut = buffer.indexOf('\n\n');
              while (cut >= 0) {
                const block = buffer.slice(0, cut);
                buffer = buffer.slice(cut + 2);
                for (const line of block.split('\n')) {
                  if (!line.startsWith('data: ')) continue;
                  const event = JSON.parse(line.slice(6)) as { keys?: QueryKey[] };
                  if (event.keys?.length) onChange(event.keys);
                }
                cut = buffer.indexOf('\n\n');
              }
            }
          } catch {
            // Dropped or refused: wait and try again.
          }
          onStatus(false);
          if (stopped) return;
          await new Promise((resolve) => setTimeout(resolve, delay));
          delay = Math.min(delay * 2, 30_000);
        }
      };
      void run();
      return () => {
        stopped = true;
        controller?.abort();
      };
    },
  };
}

let running: { client: QueryClient; stop: () => void } | undefined;

/** Starts the signed-in user's stream once per query client; stops it on sign-out. */
export function ensureUserStream(client: QueryClient): () => void {
  if (running?.client !== client) {
    running?.stop();
    running = { client, stop: startLiveStream(client, serverEvents()) };
  }
  return () => {
    running?.stop();
    running = undefined;
  };
}
