/**
 * The words of the documents that the spec does not fix in English (section 9 fixes the statement
 * titles, columns, transaction labels, footer and the account, card and balance table labels). The
 * web passes them translated into the user's language; these English ones are the default.
 */
export interface DocumentTexts {
  readonly period: string;
  readonly wallet: string;
  readonly openingBalance: string;
  readonly closingBalance: string;
  readonly generatedOn: string;
  readonly noTransactions: string;
  readonly transactionConfirmation: string;
  readonly status: string;
  readonly fees: string;
  readonly reference: string;
  readonly amount: string;
  readonly date: string;
  readonly accountConfirmation: string;
  readonly holder: string;
  readonly name: string;
  readonly address: string;
  readonly birthday: string;
  readonly phone: string;
  readonly email: string;
  readonly activationDate: string;
  readonly accountStatus: string;
  readonly eurAccount: string;
  readonly gbpAccount: string;
  readonly cardConfirmation: string;
  readonly balanceSummary: string;
  readonly currency: string;
}

export const ENGLISH_TEXTS: DocumentTexts = {
  period: 'Period',
  wallet: 'Wallet',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  generatedOn: 'Generated on',
  noTransactions: 'No transactions in this period',
  transactionConfirmation: 'Transaction confirmation',
  status: 'Status',
  fees: 'Fees',
  reference: 'Reference',
  amount: 'Amount',
  date: 'Date',
  accountConfirmation: 'Account confirmation',
  holder: 'Account holder',
  name: 'Name',
  address: 'Address',
  birthday: 'Date of birth',
  phone: 'Phone',
  email: 'Email',
  activationDate: 'Activation date',
  accountStatus: 'Account status',
  eurAccount: 'EUR account',
  gbpAccount: 'GBP account',
  cardConfirmation: 'Card confirmation',
  balanceSummary: 'Balance summary',
  currency: 'Currency',
};
