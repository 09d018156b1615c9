import type { KycRecordView } from '@coffer/contract';
import { formatSize, type Language, MAX_IMAGE_SIZE_BYTES } from '@coffer/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { ClientMessageError, errorMessage } from '../../lib/errors';
import { FormAlert } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';
import { camera as deviceCamera } from '../../platform/camera';
import { type UploadFields, uploadDocument } from './api';
import { captureFrame, type PreparedFile, prepareFile } from './image';

interface CaptureProps {
  heading: string;
  /** A line under the heading (what the document is for). */
  lead?: string;
  fields: UploadFields;
  /** The selfie faces the user with an oval; documents use the rear camera and a card frame. */
  face?: boolean;
  /** Proofs of address may be PDFs. */
  allowPdf?: boolean;
  onUploaded: (record: KycRecordView) => void;
}

/** The server names a file it could not read in its validation error: shown as the client's own message. */
function readableError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const code = error.envelope.meta?.validationError?.errors[0]?.code;
  return code === 'imageCorrupt' || code === 'fileCorrupt' ? new ClientMessageError(code) : error;
}

function useCamera(face: boolean) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const stop = () => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setOn(false);
  };
  const start = async () => {
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: face ? 'user' : 'environment' }, width: { ideal: 1920 } },
        audio: false,
      });
      stream.current = media;
      setOn(true);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => {
    if (on && video.current && stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => undefined);
    }
  }, [on]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: stop the tracks when the step goes away
  useEffect(() => stop, []);
  return { video, on, failed, start, stop };
}

/**
 * One capture step (section 5): the camera with a frame to align the document or the face, or a file;
 * the photo resized in the browser, shown with retake; then the upload with its progress and a retry.
 */
export function Capture({ heading, lead, fields, face = false, allowPdf = false, onUploaded }: CaptureProps) {
  const { t, i18n } = useTranslation('kyc');
  const { t: tc } = useTranslation();
  const fileId = useId();
  const camera = useCamera(face);
  const [prepared, setPrepared] = useState<PreparedFile | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => () => (prepared?.previewUrl ? URL.revokeObjectURL(prepared.previewUrl) : undefined), [prepared]);

  const take = async () => {
    if (!camera.video.current) return;
    try {
      setPrepared(await captureFrame(camera.video.current));
      camera.stop();
      setError(null);
    } catch (failure) {
      setError(failure);
    }
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      setPrepared(await prepareFile(file, allowPdf));
      camera.stop();
    } catch (failure) {
      setPrepared(null);
      setError(failure);
    }
  };
  const send = async () => {
    if (!prepared) return;
    setError(null);
    setProgress(0);
    try {
      const record = await uploadDocument(fields, prepared.blob, prepared.name, setProgress);
      onUploaded(record);
    } catch (failure) {
      setError(readableError(failure));
    } finally {
      setProgress(null);
    }
  };
  // In the iOS/Android apps the system camera takes the photo (platform/camera.ts: quality 90, width 1024).
  const startCamera = async () => {
    if (!deviceCamera.available) return camera.start();
    try {
      const photo = await deviceCamera.takePhoto({ source: 'camera', facing: face ? 'front' : 'rear' });
      if (!photo) return;
      const bytes = Uint8Array.from(atob(photo.base64), (c) => c.charCodeAt(0));
      await choose(new File([bytes], `photo.${photo.format}`, { type: `image/${photo.format}` }));
    } catch (failure) {
      setError(failure);
    }
  };
  const retake = () => {
    setPrepared(null);
    setError(null);
  };
  const max = formatSize(MAX_IMAGE_SIZE_BYTES, i18n.language as Language);

  return (
    <div className="grid gap-4" data-testid="kyc-capture">
      <h2 className="text-lg font-semibold text-fg">{heading}</h2>
      {lead ? <p className="text-fg">{lead}</p> : null}
      <p className="text-sm text-fg-muted">{face ? t('capture.alignFace') : t('capture.alignDocument')}</p>
      {camera.on && !prepared ? (
        <div className="relative mx-auto w-full max-w-md overflow-hidden rounded-2xl bg-black">
          <video
            ref={camera.video}
            muted
            playsInline
            aria-label={heading}
            data-testid="kyc-video"
            className={`block w-full ${face ? '-scale-x-100' : ''}`}
          />
          <div
            aria-hidden="true"
            className={`pointer-events-none absolute border-4 border-white/90 shadow-[0_0_0_9999px_rgba(0,0,0,0.45)] ${
              face ? 'inset-x-[22%] inset-y-[10%] rounded-[50%]' : 'inset-x-[7%] inset-y-[18%] rounded-xl'
            }`}
          />
        </div>
      ) : null}
      {prepared ? (
        <div className="grid gap-2">
          {prepared.previewUrl ? (
            <img
              src={prepared.previewUrl}
              alt={t('capture.preview')}
              data-testid="kyc-preview"
              className="mx-auto max-h-80 rounded-xl border border-border"
            />
          ) : (
            <p
              className="rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm text-fg"
              data-testid="kyc-preview"
            >
              PDF · {formatSize(prepared.blob.size, i18n.language as Language)}
            </p>
          )}
        </div>
      ) : null}
      <div aria-live="polite">
        {error ? <FormAlert>{errorMessage(error, tc)}</FormAlert> : null}
        {camera.failed ? <FormAlert tone="info">{t('capture.cameraUnavailable')}</FormAlert> : null}
      </div>
      {progress !== null ? (
        <div>
          <progress
            max={100}
            value={progress}
            className="h-2 w-full overflow-hidden rounded-full accent-[var(--primary)]"
            aria-label={t('capture.uploading', { percent: progress })}
          />
          <p className="mt-1 text-sm text-fg-muted">{t('capture.uploading', { percent: progress })}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {prepared ? (
          <>
            <button type="button" className={buttonClass.primary} disabled={progress !== null} onClick={send}>
              {error ? t('capture.retry') : t('capture.use')}
            </button>
            <button type="button" className={buttonClass.secondary} disabled={progress !== null} onClick={retake}>
              {t('capture.retake')}
            </button>
          </>
        ) : camera.on ? (
          <button type="button" className={buttonClass.primary} onClick={take}>
            {t('capture.take')}
          </button>
        ) : (
          <button type="button" className={buttonClass.primary} onClick={startCamera}>
            {t('capture.startCamera')}
          </button>
        )}
        {prepared ? null : (
          <label htmlFor={fileId} className={`${buttonClass.secondary} cursor-pointer focus-within:ring-2`}>
            {t('capture.chooseFile')}
            <input
              id={fileId}
              type="file"
              className="sr-only"
              data-testid="kyc-file"
              accept={allowPdf ? 'image/jpeg,image/png,application/pdf' : 'image/jpeg,image/png'}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        )}
      </div>
      <p className="text-sm text-fg-muted">{allowPdf ? t('capture.hintPoa', { max }) : t('capture.hint', { max })}</p>
    </div>
  );
}
