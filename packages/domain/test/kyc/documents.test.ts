import { describe, expect, it } from 'vitest';
import {
  isIdentityApproved,
  isIdentityApprovedOrPending,
  isSelfieApproved,
  isSelfieApprovedOrPending,
  type KycDocument,
  sidesToRequest,
} from '../../src/kyc/index';
import {
  bill,
  idBack,
  idFront,
  idSingle,
  licenceBack,
  licenceFront,
  licenceSingle,
  passport,
  selfie,
} from './fixtures';

describe('identity approved (section 4)', () => {
  it.each<[string, KycDocument[], boolean]>([
    ['confirmed passport', [passport('CONFIRMED')], true],
    ['pending passport', [passport('PENDING')], false],
    ['confirmed single-sided ID', [idSingle('CONFIRMED')], true],
    ['confirmed single-sided licence', [licenceSingle('CONFIRMED')], true],
    ['confirmed ID front and back', [idFront('CONFIRMED'), idBack('CONFIRMED')], true],
    ['confirmed licence front and back', [licenceFront('CONFIRMED'), licenceBack('CONFIRMED')], true],
    ['confirmed ID front only', [idFront('CONFIRMED')], false],
    ['confirmed ID front, pending back', [idFront('CONFIRMED'), idBack('PENDING')], false],
    ['ID front with licence back', [idFront('CONFIRMED'), licenceBack('CONFIRMED')], false],
    ['rejected passport', [passport('REJECTED')], false],
    ['utility bill and selfie only', [bill('CONFIRMED'), selfie('CONFIRMED')], false],
    ['no documents', [], false],
  ])('%s -> %s', (_name, documents, expected) => {
    expect(isIdentityApproved(documents)).toBe(expected);
  });
});

describe('identity approved or pending', () => {
  it.each<[string, KycDocument[], boolean]>([
    ['pending passport', [passport('PENDING')], true],
    ['pending ID front and back', [idFront('PENDING'), idBack('PENDING')], true],
    ['confirmed front, pending back', [idFront('CONFIRMED'), idBack('PENDING')], true],
    ['front only (two-sided needs both)', [idFront('PENDING')], false],
    ['rejected back', [idFront('PENDING'), idBack('REJECTED')], false],
    ['rejected back re-uploaded', [idFront('PENDING'), idBack('REJECTED'), idBack('PENDING')], true],
    ['pending single-sided licence', [licenceSingle('PENDING')], true],
    ['rejected passport', [passport('REJECTED')], false],
  ])('%s -> %s', (_name, documents, expected) => {
    expect(isIdentityApprovedOrPending(documents)).toBe(expected);
  });
});

describe('selfie', () => {
  it.each<[KycDocument[], boolean, boolean]>([
    [[selfie('CONFIRMED')], true, true],
    [[selfie('PENDING')], false, true],
    [[selfie('REJECTED')], false, false],
    [[], false, false],
  ])('%o approved %s, live %s', (documents, approved, live) => {
    expect(isSelfieApproved(documents)).toBe(approved);
    expect(isSelfieApprovedOrPending(documents)).toBe(live);
  });
});

describe('sides to request (section 5: both sides, rejected side re-requested)', () => {
  it.each<[string, KycDocument[], string[]]>([
    ['nothing uploaded', [], ['FRONT', 'BACK']],
    ['front pending', [idFront('PENDING')], ['BACK']],
    ['front rejected', [idFront('REJECTED'), idBack('PENDING')], ['FRONT']],
    ['both rejected', [idFront('REJECTED'), idBack('REJECTED')], ['FRONT', 'BACK']],
    ['both live', [idFront('CONFIRMED'), idBack('PENDING')], []],
    ['single-sided live upload', [idSingle('PENDING')], []],
    ['other type ignored', [licenceFront('CONFIRMED')], ['FRONT', 'BACK']],
  ])('%s -> %o', (_name, documents, expected) => {
    expect(sidesToRequest(documents, 'ID_CARD')).toEqual(expected);
  });
});
