import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, testUser } from './fake-server';
import { renderApp } from './render-app';
import { transactionOf, walletOf } from './wallet-fixtures';

const TX = '3f9c2a4e-1b7d-4c8e-9a6f-2d5b8e1c7a90';
const TICKET = '7a1d9e2c-5b3f-4e8a-b6c4-0f2e9d8a1b73';
const eth = walletOf('ETH', '1.000000000000000000', '2000');
const tx = transactionOf(TX, {
  type: 'INCOMING',
  status: 'CONFIRMED',
  coinCode: 'ETH',
  amount: '0.500000000000000000',
  WalletId: 'w-ETH',
  fromAddress: '0xOrigin',
  toAddress: 'addr-ETH',
});
const ticket = {
  id: TICKET,
  subject: 'About my deposit',
  category: 'transaction',
  status: 'OPEN',
  transactionId: TX,
  premium: false,
  unread: 0,
  lastMessageAt: '2024-03-06T10:00:00.000Z',
  createdAt: '2024-03-06T10:00:00.000Z',
};
const message = (id: string, author: 'user' | 'agent', body: string) => ({
  id,
  ticketId: TICKET,
  author,
  body,
  createdAt: '2024-03-06T10:00:00.000Z',
  attachments: [],
});

describe('support screens (issue 18)', () => {
  it('asks about a transaction from its screen: the conversation is opened about it and shown', async () => {
    const server = fakeServer({
      'GET /user/me': { body: testUser },
      'GET /wallet': { body: [eth] },
      [`GET /transaction/${TX}`]: { body: tx },
      [`GET /transaction/${TX}/proofOfFund`]: { body: [] },
      'GET /support/tickets': { body: [] },
      'POST /support/create': { body: ticket },
      [`GET /support/tickets/${TICKET}/messages`]: {
        body: {
          ticket,
          messages: [message('m-1', 'user', 'Not arrived yet.'), message('m-2', 'agent', 'On its way.')],
        },
      },
    });
    const { router } = renderApp(`/auth/wallet/transactions?coinCode=ETH&txId=${TX}`);
    fireEvent.click(await screen.findByTestId('ask-support'));
    const form = await screen.findByTestId('support-new');
    expect(router.state.location.search).toBe(`?transactionId=${TX}`);
    expect((within(form).getByLabelText('Topic') as HTMLSelectElement).value).toBe('transaction');
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'About my deposit' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Not arrived yet.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/auth/support/${TICKET}`));
    expect(server.called('POST /support/create')[0]?.body).toEqual({
      subject: 'About my deposit',
      category: 'transaction',
      message: 'Not arrived yet.',
      transactionId: TX,
    });
    const messages = await screen.findAllByTestId('support-message');
    expect(messages.map((m) => [m.getAttribute('data-author'), m.textContent?.includes('On its way.')])).toEqual([
      ['user', false],
      ['agent', true],
    ]);
  });

  it('ignores a transactionId that is not an id, and shows a refusal in the form', async () => {
    const server = fakeServer({
      'GET /user/me': { body: testUser },
      'GET /support/tickets': { body: [] },
      'POST /support/create': {
        status: 400,
        body: { code: 'bad_params', description: 'Invalid parameters' },
      },
    });
    renderApp('/auth/support?transactionId=../../etc');
    const form = await screen.findByTestId('support-new');
    expect((within(form).getByLabelText('Topic') as HTMLSelectElement).value).toBe('account');
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'Hello' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Hi' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.called('POST /support/create')).toHaveLength(1));
    expect(server.called('POST /support/create')[0]?.body).not.toHaveProperty('transactionId');
    expect(await within(form).findByRole('alert')).toBeTruthy();
  });
});
