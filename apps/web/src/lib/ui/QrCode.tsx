import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/** A QR code drawn as SVG (black on white in both themes, so every scanner reads it). */
export function QrCode({
  value,
  alt,
  testId,
  className = '',
  ecc = 'L',
}: {
  value: string;
  alt: string;
  testId?: string;
  className?: string;
  /** Error correction level; some standards fix it (EPC069-12 asks for M). */
  ecc?: 'L' | 'M' | 'Q' | 'H';
}) {
  const src = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(value, { border: 2, pixelSize: 6, ecc }))}`,
    [value, ecc],
  );
  return (
    <img
      src={src}
      alt={alt}
      data-testid={testId}
      className={`size-48 rounded-xl border border-border bg-white p-1 [image-rendering:pixelated] ${className}`}
    />
  );
}
