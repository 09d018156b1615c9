/**
 * Taking a photo for identity verification (section 5: quality 90, width 1024, base64). The web
 * has no camera of its own here: KYC screens capture with getUserMedia there (`camera.available`
 * is false). The native shell installs the system camera (platform/native/camera.ts) at start-up.
 */
export type PhotoSource = 'camera' | 'photos';

export interface CapturedPhoto {
  /** The image as base64, without a data: prefix. */
  readonly base64: string;
  /** 'jpeg', 'png', ... as the device reports it. */
  readonly format: string;
}

export interface CameraProvider {
  readonly available: boolean;
  /** A photo from the camera or the library; null when the user cancels. Throws when it is refused. */
  takePhoto: (options: { source: PhotoSource; facing?: 'rear' | 'front' }) => Promise<CapturedPhoto | null>;
}

const web: CameraProvider = {
  available: false,
  takePhoto: async () => {
    throw new Error('No native camera on the web: capture with getUserMedia');
  },
};

export const camera: CameraProvider = { ...web };

/** The native shell installs its camera at start-up (tests too); answers how to restore the web one. */
export function installCamera(next: CameraProvider): () => void {
  const previous = { ...camera };
  Object.assign(camera, next);
  return () => Object.assign(camera, previous);
}

/** The photo as a data: URL, for previews and uploads. */
export function photoDataUrl(photo: CapturedPhoto): string {
  return `data:image/${photo.format};base64,${photo.base64}`;
}
