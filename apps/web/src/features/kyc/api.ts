import type { BodyOf, KycRecordView } from '@coffer/contract';
import { getKyc, kycRecord, submitKycQuestionnaire, uploadKycDocument } from '@coffer/contract/endpoints/kyc';
import { useQuery } from '@tanstack/react-query';
import { ApiError, toEnvelope } from '../../lib/api/api-error';
import { API_BASE, apiCall, buildHeaders } from '../../lib/api/client';
import { reportApiError } from '../../lib/api/interceptor';
import { serverUrl } from '../../platform/platform';

export const KYC_KEY = ['kyc'] as const;

/** The user's KYC record (an empty one before they start). */
export function useKycRecord() {
  return useQuery({ queryKey: KYC_KEY, queryFn: () => apiCall(getKyc) });
}

export const sendQuestionnaire = (body: BodyOf<typeof submitKycQuestionnaire>) =>
  apiCall(submitKycQuestionnaire, { body });

export interface UploadFields {
  type: string;
  country: string;
  side?: 'FRONT' | 'BACK' | undefined;
}

/**
 * `POST /kyc/upload` as multipart/form-data, through XMLHttpRequest so the screen can show the
 * upload's progress (fetch has no upload progress). The fields go first, the file last.
 */
export function uploadDocument(
  fields: UploadFields,
  file: Blob,
  fileName: string,
  onProgress: (percent: number) => void,
): Promise<KycRecordView> {
  const form = new FormData();
  form.append('type', fields.type);
  form.append('country', fields.country);
  if (fields.side) form.append('side', fields.side);
  form.append('file', file, fileName);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadKycDocument.method, serverUrl(API_BASE) + uploadKycDocument.path);
    buildHeaders(false).forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, { code: 'unknown_error', description: 'Network request failed' }));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const envelope = toEnvelope(body, xhr.statusText || `HTTP ${xhr.status}`);
        reportApiError({ status: xhr.status, code: envelope.code, description: envelope.description });
        reject(new ApiError(xhr.status, envelope));
        return;
      }
      const parsed = kycRecord().safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, { code: 'unknown_error', description: 'Unexpected response from server' }));
    };
    xhr.send(form);
  });
}
