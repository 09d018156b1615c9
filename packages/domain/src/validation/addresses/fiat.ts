import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { VALIDATION_PATTERNS } from '../patterns';

/** A valid IBAN (structure and mod-97 checksum) whose country is in the SEPA scheme. Spaces allowed. */
export function isValidSepaIban(value: string): boolean {
  const iban = electronicFormatIBAN(value);
  return !!iban && isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2));
}

/** EUR destinations are SEPA IBANs; the network does not matter for bank accounts. */
export function isValidEurAddress(value: string): boolean {
  return isValidSepaIban(value);
}

export interface UkBankAccount {
  readonly sortCode: string;
  readonly accountNumber: string;
}

/** Section 5: sort code exactly 6 digits, account number exactly 8 (no dashes or spaces). */
export function isValidUkBankAccount(account: UkBankAccount): boolean {
  return (
    VALIDATION_PATTERNS.sortCode.test(account.sortCode) && VALIDATION_PATTERNS.accountNumber.test(account.accountNumber)
  );
}

/** A sort code and account number typed as one text: "601613 31926819" (a space or dash between, or none). */
const UK_ACCOUNT_TEXT = /^(\d{6})[\s-]?(\d{8})$/;

/** GBP destinations: a sort code and account number (as fields or as one text), or a GB IBAN. */
export function isValidGbpAddress(value: string | UkBankAccount): boolean {
  if (typeof value !== 'string') return isValidUkBankAccount(value);
  if (UK_ACCOUNT_TEXT.test(value.trim())) return true;
  const iban = electronicFormatIBAN(value);
  return !!iban && iban.startsWith('GB') && isValidIBAN(iban);
}
