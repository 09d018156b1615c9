import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isIdentityApprovedOrPending,
  KYC_DOCUMENT_STATUSES,
  KYC_DOCUMENT_TYPES,
  type KycDocument,
  type KycNextStep,
  nextKycStep,
} from '../../src/kyc/index';
import { bill, idBack, idFront, idSingle, licenceBack, licenceFront, passport, record, selfie } from './fixtures';

describe('next-step dispatcher (section 4, exact order)', () => {
  it.each<[string, KycDocument[], boolean, KycNextStep]>([
    ['no documents', [], false, 'init'],
    ['no documents even if confirmed', [], true, 'init'],
    ['only a utility bill', [bill('PENDING')], false, 'document'],
    ['rejected passport', [passport('REJECTED'), selfie('PENDING')], false, 'document'],
    ['rejected ID front', [idFront('REJECTED'), idBack('PENDING')], false, 'idFront'],
    ['ID front given, back missing', [idFront('PENDING')], false, 'idBack'],
    ['rejected ID back', [idFront('CONFIRMED'), idBack('REJECTED')], false, 'idBack'],
    ['rejected single-sided ID', [idSingle('REJECTED')], false, 'idFront'],
    ['ID tried before licence', [idFront('REJECTED'), licenceFront('REJECTED')], false, 'idFront'],
    ['licence front missing', [licenceBack('PENDING')], false, 'licenceFront'],
    ['licence back missing', [licenceFront('CONFIRMED')], false, 'licenceBack'],
    ['licence back rejected', [licenceFront('PENDING'), licenceBack('REJECTED')], false, 'licenceBack'],
    ['identity confirmed by flag, no selfie', [bill('PENDING')], true, 'selfie'],
    ['identity pending, no selfie', [passport('PENDING')], false, 'selfie'],
    ['identity fine, selfie rejected', [passport('CONFIRMED'), selfie('REJECTED')], false, 'selfie'],
    ['identity and selfie pending', [passport('PENDING'), selfie('PENDING')], false, 'init'],
    ['all approved', [idFront('CONFIRMED'), idBack('CONFIRMED'), selfie('CONFIRMED')], false, 'init'],
  ])('%s -> %s', (_name, documents, identityConfirmed, expected) => {
    expect(nextKycStep(record(documents, { identityConfirmed }))).toBe(expected);
  });

  const documentArb = fc.record({
    type: fc.constantFrom(...KYC_DOCUMENT_TYPES),
    status: fc.constantFrom(...KYC_DOCUMENT_STATUSES),
    side: fc.constantFrom(undefined, 'FRONT' as const, 'BACK' as const),
  });

  it('asks for an identity document exactly when none is live and identity is not confirmed', () => {
    fc.assert(
      fc.property(fc.array(documentArb, { minLength: 1, maxLength: 8 }), fc.boolean(), (documents, confirmed) => {
        const step = nextKycStep(record(documents, { identityConfirmed: confirmed }));
        const asksIdentity = ['idFront', 'idBack', 'licenceFront', 'licenceBack', 'document'].includes(step);
        expect(asksIdentity).toBe(!confirmed && !isIdentityApprovedOrPending(documents));
      }),
    );
  });
});
