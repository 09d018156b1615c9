import { formatAmount } from '../money/amount';
import { isValidSepaIban } from '../validation/addresses/fiat';

/**
 * EPC069-12 ("Quick Response Code: guidelines to enable data capture for the initiation of a SEPA
 * credit transfer", version 002): the text a banking app scans to pre-fill a SEPA credit transfer.
 * One field per line, separated by LF, in this order:
 *
 *   BCD · 002 · 1 (UTF-8) · SCT · BIC · beneficiary name · IBAN · EUR amount · purpose ·
 *   structured reference · unstructured remittance text · beneficiary-to-originator information
 *
 * Version 002 lets the BIC be empty inside the EEA. Trailing empty fields are left out (the last
 * field present is not followed by a line feed). The whole payload is at most 331 bytes, and the
 * QR code must use error correction level M.
 */
export const EPC_QR = {
  serviceTag: 'BCD',
  version: '002',
  /** 1 = UTF-8. */
  characterSet: '1',
  identification: 'SCT',
  maxNameLength: 70,
  maxIbanLength: 34,
  maxReferenceLength: 35,
  maxTextLength: 140,
  maxInformationLength: 70,
  /** Euro cents: 0.01 to 999 999 999.99 EUR. */
  minAmountCents: 1n,
  maxAmountCents: 99_999_999_999n,
  maxPayloadBytes: 331,
  errorCorrection: 'M',
} as const;

export interface EpcTransfer {
  /** Beneficiary's name (the account holder), 1 to 70 characters. */
  readonly name: string;
  /** Beneficiary's IBAN (spaces allowed; written compact, upper case). */
  readonly iban: string;
  /** Beneficiary bank's BIC, 8 or 11 characters; optional in version 002. */
  readonly bic?: string | undefined;
  /** Amount in euro cents; absent lets the payer type it. */
  readonly amountCents?: bigint | undefined;
  /** Purpose code: 4 letters (ISO 20022 ExternalPurpose1Code), optional. */
  readonly purpose?: string | undefined;
  /** Structured creditor reference (ISO 11649 "RF..."), up to 35 characters; excludes `text`. */
  readonly reference?: string | undefined;
  /** Unstructured remittance information, up to 140 characters; excludes `reference`. */
  readonly text?: string | undefined;
  /** Beneficiary-to-originator information shown to the payer, up to 70 characters. */
  readonly information?: string | undefined;
}

export type EpcQrError =
  | 'name'
  | 'iban'
  | 'bic'
  | 'amount'
  | 'purpose'
  | 'reference'
  | 'text'
  | 'referenceAndText'
  | 'information'
  | 'tooLong';

export type EpcQrResult =
  | { readonly ok: true; readonly payload: string }
  | { readonly ok: false; readonly error: EpcQrError };

const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const PURPOSE = /^[A-Z]{4}$/;
const REFERENCE = /^RF\d{2}[A-Z0-9]{1,21}$/;
const LINE_BREAK = /[\r\n]/;

/** A free-text field: trimmed, without line breaks, 1..max characters when present. */
function textOk(value: string, max: number): boolean {
  return value.length <= max && !LINE_BREAK.test(value);
}

/** "EUR" and the amount with a dot and at most 2 decimals, trailing zeros dropped ("EUR12.3", "EUR1000"). */
export function epcAmount(cents: bigint): string {
  return `EUR${formatAmount(cents, 2, { trim: true })}`;
}

/** The EPC069-12 payload of a SEPA credit transfer to `transfer`, or the first field that breaks the rules. */
export function epcQrPayload(transfer: EpcTransfer): EpcQrResult {
  const name = transfer.name.trim().replace(/[ \t]+/g, ' ');
  if (name === '' || !textOk(name, EPC_QR.maxNameLength)) return { ok: false, error: 'name' };
  const iban = transfer.iban.replace(/\s/g, '').toUpperCase();
  if (iban.length > EPC_QR.maxIbanLength || !isValidSepaIban(iban)) return { ok: false, error: 'iban' };
  const bic = (transfer.bic ?? '').trim().toUpperCase();
  if (bic !== '' && !BIC.test(bic)) return { ok: false, error: 'bic' };
  const cents = transfer.amountCents;
  if (cents !== undefined && (cents < EPC_QR.minAmountCents || cents > EPC_QR.maxAmountCents)) {
    return { ok: false, error: 'amount' };
  }
  const purpose = (transfer.purpose ?? '').trim().toUpperCase();
  if (purpose !== '' && !PURPOSE.test(purpose)) return { ok: false, error: 'purpose' };
  const reference = (transfer.reference ?? '').replace(/\s/g, '').toUpperCase();
  if (reference !== '' && (reference.length > EPC_QR.maxReferenceLength || !REFERENCE.test(reference))) {
    return { ok: false, error: 'reference' };
  }
  const text = (transfer.text ?? '').trim();
  if (!textOk(text, EPC_QR.maxTextLength)) return { ok: false, error: 'text' };
  if (reference !== '' && text !== '') return { ok: false, error: 'referenceAndText' };
  const information = (transfer.information ?? '').trim();
  if (!textOk(information, EPC_QR.maxInformationLength)) return { ok: false, error: 'information' };

  const fields = [
    EPC_QR.serviceTag,
    EPC_QR.version,
    EPC_QR.characterSet,
    EPC_QR.identification,
    bic,
    name,
    iban,
    cents === undefined ? '' : epcAmount(cents),
    purpose,
    reference,
    text,
    information,
  ];
  while (fields.at(-1) === '') fields.pop();
  const payload = fields.join('\n');
  if (new TextEncoder().encode(payload).length > EPC_QR.maxPayloadBytes) return { ok: false, error: 'tooLong' };
  return { ok: true, payload };
}
