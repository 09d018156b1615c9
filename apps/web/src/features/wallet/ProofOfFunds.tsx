import { listProofsOfFund, type ProofOfFund, uploadProofOfFund } from '@coffer/contract';
import { formatSize, type Language, MAX_IMAGE_SIZE_BYTES } from '@coffer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api/client';
import { ClientMessageError, errorMessage } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { FormAlert, inputClass, SubmitButton } from '../../lib/ui/form';
import { PROOF_FILE_TYPES, proofFileError, readAsDataUrl } from './proof-file';
import { transactionKey } from './queries';
import { StatusBadge } from './StatusBadge';

function ProofRow({ proof, highlighted }: { proof: ProofOfFund; highlighted: boolean }) {
  const { t, i18n } = useTranslation();
  const { date } = useFormatters();
  return (
    <li
      data-testid="proof-row"
      aria-current={highlighted ? 'true' : undefined}
      className={`flex flex-wrap items-center justify-between gap-2 rounded-xl border px-3 py-2 ${
        highlighted ? 'border-primary bg-primary-soft' : 'border-border'
      }`}
    >
      <span className="min-w-0">
        <span className="block break-all font-medium text-fg">{proof.fileName}</span>
        <span className="block text-sm text-fg-muted">
          {date(proof.createdAt)} · {formatSize(proof.size, i18n.language as Language)}
          {highlighted ? ` · ${t('proof.linked')}` : ''}
        </span>
      </span>
      <StatusBadge status={proof.status} />
    </li>
  );
}

/** Section 3/7: documents for a blocked incoming transaction, and sending one more. */
export function ProofOfFunds({ transactionId, proofId }: { transactionId: string; proofId: string | null }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<ClientMessageError | null>(null);
  const key = [...transactionKey(transactionId), 'proofs'];
  const proofs = useQuery({
    queryKey: key,
    queryFn: () => apiCall(listProofsOfFund, { params: { id: transactionId } }),
  });
  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      let data: string;
      try {
        data = await readAsDataUrl(chosen);
      } catch {
        throw new ClientMessageError('fileCorrupt');
      }
      return apiCall(uploadProofOfFund, { params: { id: transactionId }, body: { fileName: chosen.name, file: data } });
    },
    onSuccess: () => {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const choose = (chosen: File | null) => {
    upload.reset();
    const problem = chosen ? proofFileError(chosen) : null;
    setFileError(problem ? new ClientMessageError(problem) : null);
    setFile(problem ? null : chosen);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
    else setFileError(new ClientMessageError('image'));
  };
  const failure = fileError ?? upload.error;

  return (
    <div className="grid gap-4" data-testid="proof-of-funds">
      {proofs.isError ? <FormAlert>{errorMessage(proofs.error, t)}</FormAlert> : null}
      {proofs.data && proofs.data.length === 0 ? <p className="text-sm text-fg-muted">{t('proof.none')}</p> : null}
      {proofs.data && proofs.data.length > 0 ? (
        <ul className="grid gap-2">
          {proofs.data.map((proof) => (
            <ProofRow key={proof.id} proof={proof} highlighted={proof.id === proofId} />
          ))}
        </ul>
      ) : null}
      <form noValidate onSubmit={submit} className="grid gap-3">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-fg">
            {t('proof.file')}
          </label>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept={PROOF_FILE_TYPES.join(',')}
            aria-describedby={`${inputId}-hint`}
            aria-invalid={fileError ? true : undefined}
            className={`${inputClass} py-2 file:mr-3 file:rounded-lg file:border-0 file:bg-surface-2 file:px-3 file:py-1.5 file:font-medium file:text-fg`}
            data-testid="proof-file"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-fg-muted">
            {t('proof.hint', { max: formatSize(MAX_IMAGE_SIZE_BYTES, i18n.language as Language) })}
          </p>
        </div>
        <div aria-live="polite">
          {failure ? <FormAlert>{errorMessage(failure, t)}</FormAlert> : null}
          {upload.isSuccess ? <FormAlert tone="success">{t('proof.sent')}</FormAlert> : null}
        </div>
        <SubmitButton pending={upload.isPending} className="sm:justify-self-start">
          {t('proof.send')}
        </SubmitButton>
      </form>
    </div>
  );
}
