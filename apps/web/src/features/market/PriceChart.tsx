import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';

function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * A coin's price line (lightweight-charts, loaded only with the coin screen's chunk). Colours follow
 * the theme's variables; the chart is decorative for screen readers, which get the summary beside it.
 */
export function PriceChart({ points, theme }: { points: readonly [number, number][]; theme: string }) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Area'> | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a theme change rebuilds the chart with its colours
  useEffect(() => {
    if (!host.current) return;
    const fg = cssColour('--color-fg-muted', '#666');
    const line = cssColour('--color-primary', '#2563eb');
    const border = cssColour('--color-border', '#ddd');
    chart.current = createChart(host.current, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: fg, attributionLogo: false },
      grid: { vertLines: { visible: false }, horzLines: { color: border } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true },
      handleScroll: false,
      handleScale: false,
    });
    series.current = chart.current.addSeries(AreaSeries, {
      lineColor: line,
      topColor: `${line}55`,
      bottomColor: `${line}05`,
      lineWidth: 2,
      priceLineVisible: false,
    });
    return () => {
      chart.current?.remove();
      chart.current = null;
      series.current = null;
    };
  }, [theme]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the rebuilt chart (theme) needs its data again
  useEffect(() => {
    // One point per second at most: the chart refuses repeated times.
    const bySecond = new Map<number, number>();
    for (const [ms, value] of points) bySecond.set(Math.floor(ms / 1000), value);
    const data = [...bySecond].map(([time, value]) => ({ time: time as UTCTimestamp, value }));
    series.current?.setData(data);
    chart.current?.timeScale().fitContent();
  }, [points, theme]);

  return <div ref={host} className="h-64 w-full sm:h-80" aria-hidden="true" data-testid="price-chart" />;
}
