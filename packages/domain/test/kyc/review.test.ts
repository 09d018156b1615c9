import { describe, expect, it } from 'vitest';
import { isKycRejectReason, KYC_REJECT_REASONS, kycAcceptsMime, kycOccupationRequired } from '../../src/kyc/review';

describe('KYC review and upload rules', () => {
  it.each([
    ['PASSPORT', 'image/jpeg', true],
    ['ID_CARD', 'image/png', true],
    ['SELFIE', 'image/webp', true],
    ['DRIVERS', 'image/heic', true],
    ['UTILITY_BILL', 'image/jpeg', true],
    ['UTILITY_BILL', 'application/pdf', true],
    ['PASSPORT', 'application/pdf', false],
    ['SELFIE', 'application/pdf', false],
    ['PASSPORT', 'image/gif', false],
    ['UTILITY_BILL', 'text/plain', false],
  ])('%s accepts %s: %s', (type, mime, accepted) => {
    expect(kycAcceptsMime(type, mime)).toBe(accepted);
  });

  it.each([
    ['EMPLOYED', true],
    ['SELF_EMPLOYED', true],
    ['STUDENT', false],
    ['RETIRED', false],
    ['UNEMPLOYED', false],
  ])('an occupation is asked of %s: %s', (status, asked) => {
    expect(kycOccupationRequired(status)).toBe(asked);
  });

  it('knows the reject reasons and nothing else', () => {
    for (const reason of KYC_REJECT_REASONS) expect(isKycRejectReason(reason)).toBe(true);
    for (const other of ['', 'BLURRY', 'fraud', 'blurry ']) expect(isKycRejectReason(other)).toBe(false);
  });
});
