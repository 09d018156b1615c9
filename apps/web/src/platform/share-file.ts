/**
 * Handing a generated file (a PDF statement or confirmation) to the user: the device's share sheet
 * where it can share files, else a download. The native shell writes the file to its cache with
 * @capacitor/filesystem and opens the share sheet with @capacitor/share (platform/native/share.ts).
 */
export interface SharedFile {
  readonly name: string;
  readonly mimeType: string;
  readonly data: Blob;
}

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

export type FileSharer = (file: SharedFile) => Promise<ShareOutcome>;

/** Web: the Web Share API with files where the browser supports it, else a download link. */
export const webShareFile: FileSharer = async (file) => {
  const asFile = new File([file.data], file.name, { type: file.mimeType });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [asFile] })) {
    try {
      await navigator.share({ files: [asFile], title: file.name });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  const url = URL.createObjectURL(file.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'downloaded';
};

let current: FileSharer = webShareFile;

export function shareFile(file: SharedFile): Promise<ShareOutcome> {
  return current(file);
}

/** The native shell installs its sharer at start-up; answers how to restore the web one. */
export function installFileSharer(next: FileSharer): () => void {
  const previous = current;
  current = next;
  return () => {
    current = previous;
  };
}
