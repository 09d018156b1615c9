/** A 7-day price line drawn as SVG: green when the week ended higher, red when lower. */
export function Sparkline({ prices, label }: { prices: readonly number[]; label: string }) {
  if (prices.length < 2) return null;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = max - min || 1;
  const step = 100 / (prices.length - 1);
  const points = prices.map(
    (price, i) => `${(i * step).toFixed(2)},${(30 - ((price - min) / span) * 28 - 1).toFixed(2)}`,
  );
  const up = (prices.at(-1) ?? 0) >= (prices[0] ?? 0);
  return (
    <svg viewBox="0 0 100 30" preserveAspectRatio="none" className="h-8 w-16" role="img" aria-label={label}>
      <polyline
        points={points.join(' ')}
        fill="none"
        strokeWidth="1.5"
        vectorEffect="non-scaling-stroke"
        className={up ? 'stroke-success-fg' : 'stroke-danger-fg'}
      />
    </svg>
  );
}
