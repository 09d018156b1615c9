/** Why a price message was rejected; `field` names the offending field when there is one. */
export type PriceMessageErrorKind =
  | 'notText'
  | 'tooFewFields'
  | 'invalidMask'
  | 'unknownMaskBits'
  | 'fieldCountMismatch'
  | 'emptyField'
  | 'invalidFlags'
  | 'invalidNumber'
  | 'separatorInText';

export interface PriceMessageIssue {
  readonly kind: PriceMessageErrorKind;
  readonly field?: string;
  readonly detail: string;
}

export class PriceMessageError extends Error {
  readonly kind: PriceMessageErrorKind;
  readonly field: string | undefined;

  constructor(issue: PriceMessageIssue) {
    super(issue.field ? `${issue.kind} (${issue.field}): ${issue.detail}` : `${issue.kind}: ${issue.detail}`);
    this.name = 'PriceMessageError';
    this.kind = issue.kind;
    this.field = issue.field;
  }
}

export type PriceMessageResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: PriceMessageIssue };
