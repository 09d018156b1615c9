import {
  type AccountInput,
  type BalanceSummaryInput,
  buildAccountConfirmation,
  buildBalanceSummary,
  buildCardConfirmation,
  type CardInput,
} from './account';
import type { DocumentContext } from './common';
import type { DocumentDescription } from './model';
import {
  buildTransactionConfirmation,
  buildWalletStatement,
  type ConfirmationInput,
  type StatementInput,
} from './statement';

/**
 * What the web asks its PDF worker for: plain data only (it crosses postMessage), so building the
 * description happens in the worker too and a 10,000-row statement never formats on the main thread.
 * A bank-rate lookup cannot cross, so statements sent this way annotate in EUR.
 */
export type DocumentRequest =
  | { readonly kind: 'statement'; readonly input: Omit<StatementInput, 'display'> }
  | { readonly kind: 'transaction'; readonly input: Omit<ConfirmationInput, 'display'> }
  | { readonly kind: 'account'; readonly input: AccountInput }
  | { readonly kind: 'card'; readonly input: CardInput }
  | { readonly kind: 'balance'; readonly input: BalanceSummaryInput };

export function buildDocument(request: DocumentRequest, context: DocumentContext): DocumentDescription {
  switch (request.kind) {
    case 'statement':
      return buildWalletStatement(request.input, context);
    case 'transaction':
      return buildTransactionConfirmation(request.input, context);
    case 'account':
      return buildAccountConfirmation(request.input, context);
    case 'card':
      return buildCardConfirmation(request.input, context);
    case 'balance':
      return buildBalanceSummary(request.input, context);
  }
}
