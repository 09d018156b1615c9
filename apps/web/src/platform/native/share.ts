import { Directory } from '@capacitor/filesystem';
import type { FileSharer } from '../share-file';
import type { NativePlugins } from './plugins';

/** The file's bytes as base64 (what @capacitor/filesystem writes), read by the WebView itself. */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** A file name safe on both systems (no folders). */
const safeName = (name: string) =>
  [...name].map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('') || 'document';

/**
 * PDFs on the shell: written to the app's cache with @capacitor/filesystem, then handed to the
 * system share sheet with @capacitor/share (save to Files, mail, print...).
 */
export function nativeFileSharer(filesystem: NativePlugins['filesystem'], share: NativePlugins['share']): FileSharer {
  return async (file) => {
    const written = await filesystem.writeFile({
      path: safeName(file.name),
      data: await blobToBase64(file.data),
      directory: Directory.Cache,
      recursive: true,
    });
    try {
      await share.share({ title: file.name, files: [written.uri] });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && /cancel/i.test(error.message)) return 'cancelled';
      throw error;
    }
  };
}
