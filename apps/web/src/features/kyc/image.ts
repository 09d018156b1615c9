import { MAX_IMAGE_SIZE_BYTES, PHOTO_CAPTURE_QUALITY, PHOTO_CAPTURE_WIDTH } from '@coffer/domain';
import { ClientMessageError } from '../../lib/errors';

export interface PreparedFile {
  blob: Blob;
  name: string;
  /** An object URL to preview an image; null for a PDF. */
  previewUrl: string | null;
}

async function decode(source: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(source);
  } catch {
    throw new ClientMessageError('imageCorrupt');
  }
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ClientMessageError('imageCorrupt'))),
      'image/jpeg',
      PHOTO_CAPTURE_QUALITY / 100,
    ),
  );
}

/** Draws an image or a video frame at most PHOTO_CAPTURE_WIDTH wide and encodes it as JPEG (section 5). */
export async function resizeToJpeg(source: CanvasImageSource & { width: number; height: number }): Promise<Blob> {
  const scale = Math.min(1, PHOTO_CAPTURE_WIDTH / source.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(source.width * scale));
  canvas.height = Math.max(1, Math.round(source.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new ClientMessageError('imageCorrupt');
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return toJpeg(canvas);
}

async function isPdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}

/**
 * A chosen file, checked before anything is sent: over the size limit is `fileToBig`; an image that
 * does not decode is `imageCorrupt`; images are resized to PHOTO_CAPTURE_WIDTH and re-encoded as JPEG.
 * A PDF (proof of address only) is sent as it is.
 */
export async function prepareFile(file: File, allowPdf: boolean): Promise<PreparedFile> {
  if (file.size > MAX_IMAGE_SIZE_BYTES) throw new ClientMessageError('fileToBig');
  if (allowPdf && (await isPdf(file))) return { blob: file, name: 'document.pdf', previewUrl: null };
  const bitmap = await decode(file);
  try {
    const blob = await resizeToJpeg(bitmap);
    return { blob, name: 'document.jpg', previewUrl: URL.createObjectURL(blob) };
  } finally {
    bitmap.close();
  }
}

/** A frame of the camera, resized and encoded like a chosen photo. */
export async function captureFrame(video: HTMLVideoElement): Promise<PreparedFile> {
  const frame = { width: video.videoWidth, height: video.videoHeight };
  if (!frame.width || !frame.height) throw new ClientMessageError('imageCorrupt');
  const canvas = document.createElement('canvas');
  canvas.width = frame.width;
  canvas.height = frame.height;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  const blob = await resizeToJpeg(canvas);
  if (blob.size > MAX_IMAGE_SIZE_BYTES) throw new ClientMessageError('fileToBig');
  return { blob, name: 'camera.jpg', previewUrl: URL.createObjectURL(blob) };
}
