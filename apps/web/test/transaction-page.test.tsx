import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { transactionOf, walletOf } from './wallet-fixtures';

const eth = walletOf('ETH', '1.000000000000000000', '2000');
const blocked = transactionOf('tx-9', {
  type: 'INCOMING',
  status: 'BLOCKED',
  coinCode: 'ETH',
  amount: '2.500000000000000000',
  amountEUR: '5000.00',
  fees: '0',
  WalletId: 'w-ETH',
  fromAddress: '0xOrigin',
  toAddress: 'addr-ETH',
  txId: '0xchainhash',
});
const proof = (id: string, fileName: string) => ({
  id,
  transactionId: 'tx-9',
  status: 'PENDING',
  fileName,
  contentType: 'application/pdf',
  size: 2048,
  createdAt: '2024-03-06T10:00:00.000Z',
});
const URL_OF_LINK = '/auth/wallet/transactions?coinCode=ETH&txId=tx-9&proofId=pf-2';

function blockedServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /user/me': { body: testUser },
    'GET /wallet': { body: [eth] },
    'GET /transaction/tx-9': { body: blocked },
    'GET /transaction/tx-9/proofOfFund': { body: [proof('pf-1', 'statement.pdf'), proof('pf-2', 'payslip.pdf')] },
    ...extra,
  });
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('Document'), { target: { files: [file] } });
}

describe('transaction screen', () => {
  it('opens the transaction a proof-of-funds link points at, with every field and the linked proof', async () => {
    blockedServer();
    renderApp(URL_OF_LINK);
    const details = await screen.findByTestId('transaction-details');
    expect(within(details).getByTestId('tx-label').textContent).toBe('Payment from');
    expect(within(details).getByTestId('signed-amount').textContent).toBe('+2.50000000 ETH');
    expect(within(details).getByTestId('tx-status').textContent).toContain('On hold');
    expect(within(details).getByTestId('tx-type').textContent).toContain('Incoming');
    expect(within(details).getByTestId('tx-value').textContent).toContain('€5,000.00');
    expect(within(details).getByTestId('tx-from').textContent).toContain('0xOrigin');
    expect(within(details).getByTestId('tx-txId').textContent).toContain('0xchainhash');
    expect(within(details).getByTestId('tx-created').textContent).toContain('05 Mar 2024, 14:30 UTC');

    const rows = await screen.findAllByTestId('proof-row');
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(rows[1]?.textContent).toContain('payslip.pdf');
    expect(rows[1]?.textContent).toContain('from your link');
  });

  it('refuses a file over 6291456 bytes or of another type before sending anything, then uploads a PDF', async () => {
    const server = blockedServer({ 'POST /transaction/tx-9/proofOfFund': { body: proof('pf-3', 'bank.pdf') } });
    renderApp(URL_OF_LINK);
    await screen.findAllByTestId('proof-row');
    expect(screen.getByText('PDF, PNG or JPEG, up to 6 MB.')).toBeTruthy();

    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 6_291_457 });
    chooseFile(big);
    expect(await screen.findByText('The file is too large.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send document' }));

    chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Choose a PDF, PNG or JPEG file.')).toBeTruthy();
    expect(server.called('POST /transaction/tx-9/proofOfFund')).toHaveLength(0);

    const exact = new File(['%PDF-1.4'], 'bank.pdf', { type: 'application/pdf' });
    Object.defineProperty(exact, 'size', { value: 6_291_456 });
    chooseFile(exact);
    await waitFor(() => expect(screen.queryByText('The file is too large.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Send document' }));
    expect(await screen.findByText('Document sent. We will review it shortly.')).toBeTruthy();
    const body = server.called('POST /transaction/tx-9/proofOfFund')[0]?.body as { fileName: string; file: string };
    expect(body.fileName).toBe('bank.pdf');
    expect(body.file).toBe(`data:application/pdf;base64,${btoa('%PDF-1.4')}`);
  });

  it('refunds to origin after a confirmation, with an Idempotency-Key', async () => {
    const refund = transactionOf('tx-r', { type: 'OUTGOING', status: 'PENDING', coinCode: 'ETH' });
    const server = blockedServer({ 'POST /user/refund': [apiError(400, 'transaction_not_blocked'), { body: refund }] });
    renderApp(URL_OF_LINK);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund to origin' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('2.50000000 ETH will be sent back to 0xOrigin. This cannot be undone.'),
    ).toBeTruthy();
    expect(server.called('POST /user/refund')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('This transaction is not blocked.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(screen.getByTestId('blocked-section')).findByText('Refund started.')).toBeTruthy();
    expect(within(screen.getByTestId('toasts-bottom')).getByText('Refund started.')).toBeTruthy();
    const calls = server.called('POST /user/refund');
    expect(calls.map((call) => call.body)).toEqual([{ transactionId: 'tx-9' }, { transactionId: 'tx-9' }]);
    expect(calls[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(calls[1]?.headers.get('Idempotency-Key')).toBe(calls[0]?.headers.get('Idempotency-Key'));
    expect(screen.getByRole('link', { name: 'View the refund' }).getAttribute('href')).toBe(
      '/auth/wallet/transactions?coinCode=ETH&txId=tx-r',
    );
  });

  it('offers no proof of funds for a transaction that is not blocked', async () => {
    fakeServer({
      'GET /user/me': { body: testUser },
      'GET /wallet': { body: [eth] },
      'GET /transaction/tx-9': { body: { ...blocked, status: 'CONFIRMED' } },
    });
    renderApp('/auth/wallet/transactions?coinCode=ETH&txId=tx-9');
    await screen.findByTestId('transaction-details');
    expect(screen.queryByTestId('blocked-section')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund to origin' })).toBeNull();
  });
});
