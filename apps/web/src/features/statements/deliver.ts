import type { PdfFile } from './pdf-job';

/**
 * Offers a PDF with the Web Share API where the device can share files (phones), else downloads
 * it. Resolves 'shared', 'downloaded' or 'dismissed' (the share sheet closed without a choice).
 */
export async function deliverPdf(file: PdfFile): Promise<'shared' | 'downloaded' | 'dismissed'> {
  const blob = new Blob([file.bytes], { type: 'application/pdf' });
  const pdf = new File([blob], file.fileName, { type: 'application/pdf' });
  const share = { files: [pdf], title: file.title };
  if (typeof navigator.share === 'function' && navigator.canShare?.(share)) {
    try {
      await navigator.share(share);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed';
      // A share that failed for another reason (not allowed here): fall back to a download.
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'downloaded';
}
