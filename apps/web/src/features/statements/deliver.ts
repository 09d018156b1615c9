import { type ShareOutcome, shareFile } from '../../platform/share-file';
import type { PdfFile } from './pdf-job';

/**
 * Offers a PDF through the platform's file sharer: the Web Share API where the device can share
 * files, else a download; in the iOS/Android apps, the native share sheet (platform/native/share.ts).
 */
export function deliverPdf(file: PdfFile): Promise<ShareOutcome> {
  const data = new Blob([file.bytes], { type: 'application/pdf' });
  return shareFile({ name: file.fileName, mimeType: 'application/pdf', data });
}
