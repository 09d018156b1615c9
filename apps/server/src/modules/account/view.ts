import type { User } from '@coffer/contract';
import type { UserRow } from '../../db/schema';

/** The user as the client may see it: no hashes, secrets or internal flags. */
export function userView(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    verifyMobile: row.verifyMobile,
    countryCode: row.countryCode,
    language: row.language,
    nationality: row.nationality,
    birthday: row.birthday,
    createdAt: row.createdAt.toISOString(),
    verifyEmail: row.verifyEmail,
    active: row.active,
    termsVersion: row.termsVersion,
    termsInvestmentVersion: row.termsInvestmentVersion,
    termsCardVersion: row.termsCardVersion,
    deliveryStreet: row.deliveryStreet,
    deliveryStreetNumber: row.deliveryStreetNumber,
    deliveryTown: row.deliveryTown,
    deliveryPostCode: row.deliveryPostCode,
    deliveryCountry: row.deliveryCountry,
    referralCode: row.referralCode,
    twoFactorEnabled: row.twoFactorSecret !== null,
  };
}
