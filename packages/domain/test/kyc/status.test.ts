import { describe, expect, it } from 'vitest';
import { isWaitingForReview, type KycRecord, kycScreenState, reportedKycStatus } from '../../src/kyc/index';
import { bill, idBack, idFront, passport, record, selfie } from './fixtures';

describe('reported status (section 3)', () => {
  it.each([
    ['UNDER_REVIEW', true, 'APPROVED'],
    ['CLOSED', true, 'APPROVED'],
    ['UNDER_REVIEW', false, 'UNDER_REVIEW'],
    ['PENDING_DOCUMENT', false, 'PENDING_DOCUMENT'],
    ['ERROR', false, 'ERROR'],
  ])('%s with identityConfirmed %s -> %s', (status, identityConfirmed, expected) => {
    expect(reportedKycStatus({ status, identityConfirmed })).toBe(expected);
  });
});

describe('waiting for review (section 4)', () => {
  it.each<[string, KycRecord, boolean]>([
    ['no documents', record([], { status: 'UNDER_REVIEW' }), false],
    ['under review', record([bill('PENDING')], { status: 'UNDER_REVIEW' }), true],
    ['error', record([passport('PENDING'), selfie('PENDING')], { status: 'ERROR' }), false],
    ['closed', record([passport('PENDING'), selfie('PENDING')], { status: 'CLOSED' }), false],
    ['identity and selfie pending', record([passport('PENDING'), selfie('PENDING')]), true],
    ['identity approved, selfie pending', record([passport('CONFIRMED'), selfie('PENDING')]), true],
    ['identity pending, selfie approved', record([passport('PENDING'), selfie('CONFIRMED')]), true],
    ['both approved', record([passport('CONFIRMED'), selfie('CONFIRMED')]), false],
    ['no selfie', record([passport('PENDING')]), false],
    ['selfie rejected', record([passport('PENDING'), selfie('REJECTED')]), false],
    ['ID front only with selfie', record([idFront('PENDING'), selfie('PENDING')]), false],
    ['ID both sides with selfie', record([idFront('PENDING'), idBack('PENDING'), selfie('PENDING')]), true],
  ])('%s -> %s', (_name, kyc, expected) => {
    expect(isWaitingForReview(kyc)).toBe(expected);
  });
});

describe('status mapping (section 4)', () => {
  it.each<[string, KycRecord, ReturnType<typeof kycScreenState>]>([
    ['UNDER_REVIEW', record([passport('PENDING')], { status: 'UNDER_REVIEW' }), 'pending'],
    ['PENDING_DOCUMENT waiting', record([passport('PENDING'), selfie('PENDING')]), 'pending'],
    ['PENDING_DOCUMENT not waiting', record([passport('PENDING')]), 'continue'],
    ['PENDING_DOCUMENT no documents', record([]), 'continue'],
    ['ERROR', record([], { status: 'ERROR' }), 'error'],
    ['CLOSED', record([], { status: 'CLOSED' }), 'close'],
    ['unknown status', record([], { status: 'SOMETHING_NEW' }), 'none'],
    ['identity confirmed', record([], { status: 'ERROR', identityConfirmed: true }), 'confirm'],
    ['proof of address confirmed', record([], { status: 'UNDER_REVIEW', proofOfAddressConfirmed: true }), 'confirm'],
  ])('%s -> %s', (_name, kyc, expected) => {
    expect(kycScreenState(kyc)).toBe(expected);
  });
});
