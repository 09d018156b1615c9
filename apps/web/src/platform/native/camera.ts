import { CameraDirection, CameraResultType, CameraSource } from '@capacitor/camera';
import { PHOTO_CAPTURE_QUALITY, PHOTO_CAPTURE_WIDTH } from '@coffer/domain';
import type { CameraProvider } from '../camera';
import type { NativePlugins } from './plugins';

/** The plugin rejects a cancelled capture with a message naming it; anything else is a real failure. */
const isCancel = (error: unknown) => error instanceof Error && /cancel/i.test(error.message);

/** Section 5's capture through @capacitor/camera: quality 90, width 1024, base64. */
export function nativeCamera(plugin: NativePlugins['camera']): CameraProvider {
  return {
    available: true,
    takePhoto: async ({ source, facing = 'rear' }) => {
      try {
        const photo = await plugin.getPhoto({
          quality: PHOTO_CAPTURE_QUALITY,
          width: PHOTO_CAPTURE_WIDTH,
          resultType: CameraResultType.Base64,
          source: source === 'camera' ? CameraSource.Camera : CameraSource.Photos,
          direction: facing === 'front' ? CameraDirection.Front : CameraDirection.Rear,
          correctOrientation: true,
          saveToGallery: false,
        });
        if (!photo.base64String) return null;
        return { base64: photo.base64String, format: photo.format || 'jpeg' };
      } catch (error) {
        if (isCancel(error)) return null;
        throw error;
      }
    },
  };
}
