// The page of `npm run bench -- statement` (bundled by esbuild, served with the app's real PDF worker
// at /worker.js): it hands 10,000 history rows to the worker page by page as the statement screen
// does, asks for the statement, and records the main thread's long tasks meanwhile.

const KINDS = ['deposit', 'withdrawal', 'card', 'atm', 'exchange', 'investment', 'interest', 'cashback'];

function entry(i, walletId) {
  const at = new Date(Date.UTC(2026, 9, 31) - i * 240_000).toISOString();
  const kind = KINDS[i % KINDS.length];
  const base = {
    key: `k${i}`,
    at,
    fees: '0',
    coinCode: 'BTC',
    counterpartyName: null,
    exchange: null,
    investment: null,
  };
  if (kind === 'exchange') {
    const side = i % 2 ? 'SELL' : 'BUY';
    return {
      ...base,
      source: 'exchange',
      direction: side === 'SELL' ? 'outgoing' : 'incoming',
      amount: '0.0123',
      status: null,
      transaction: null,
      exchange: {
        amountFrom: '0.0123',
        amountTo: '615.25',
        amountEUR: '615.25',
        rate: '50020.33',
        fromCoinCode: 'BTC',
        toCoinCode: 'EUR',
        side,
      },
    };
  }
  if (kind === 'investment') {
    return {
      ...base,
      source: 'investment',
      direction: 'outgoing',
      amount: '0.01',
      status: null,
      transaction: null,
      investment: { amountEUR: '500.00', removedAt: null },
    };
  }
  const outgoing = kind === 'withdrawal' || kind === 'card' || kind === 'atm';
  const tx = {
    id: `t${i}`,
    type: outgoing ? (kind === 'withdrawal' ? 'WITHDRAW' : 'OUTGOING') : 'DEPOSIT',
    status: 'CONFIRMED',
    amount: '0.00421337',
    amountEUR: '210.67',
    fiatAmount: null,
    fees: kind === 'withdrawal' ? '0.0001' : '0',
    createdAt: at,
    txId: `f3a1c2${i}`,
    WalletId: walletId,
    WalletToId: null,
    fromAddress: kind === 'cashback' ? 'CASHBACK_CARD' : 'tb1qsender0000000000000000000000000000000',
    toAddress: 'tb1qrecipient00000000000000000000000000000',
    merchantName: kind === 'card' ? 'Corner Shop Ltd, London' : kind === 'atm' ? 'ATM Baker Street' : null,
    extra: kind === 'atm' ? { operationType: 'ATM' } : {},
    startedAt: null,
    removedAt: null,
    refundTransactionId: null,
    coinCode: 'BTC',
    side: null,
    ref: kind === 'card' || kind === 'atm' ? 'CARD_OPERATION' : kind === 'interest' ? 'INTEREST' : null,
  };
  return {
    ...base,
    source: 'transaction',
    direction: outgoing ? 'outgoing' : 'incoming',
    amount: tx.amount,
    fees: tx.fees,
    status: 'CONFIRMED',
    transaction: tx,
  };
}

window.runStatement = async (rows, pageSize) => {
  const wallet = { id: 'w-btc', coinCode: 'BTC', isFiat: false, decimals: 8 };
  const pages = [];
  for (let i = 0; i < rows; i += pageSize)
    pages.push(Array.from({ length: Math.min(pageSize, rows - i) }, (_, k) => entry(i + k, wallet.id)));
  const longTasks = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask', buffered: false });
  await new Promise((r) => setTimeout(r, 50));
  const t0 = performance.now();
  const worker = new Worker('/worker.js', { type: 'module' });
  const done = new Promise((resolve, reject) => {
    worker.onmessage = (event) => {
      if (event.data.type === 'done') resolve(event.data);
      else if (event.data.type === 'error') reject(new Error(event.data.message));
    };
    worker.onerror = (event) => reject(new Error(event.message));
  });
  // The pages arrive as from the network: one message each, the main thread free in between.
  for (const page of pages) {
    worker.postMessage({ type: 'entries', entries: page });
    await new Promise((r) => setTimeout(r, 0));
  }
  worker.postMessage({
    type: 'build',
    request: {
      kind: 'statement',
      input: { wallet, range: { from: '2026-01-01', to: '2026-10-31' }, currentBalance: '12.5', entries: [] },
    },
    context: { language: 'en', now: new Date('2026-11-24T12:00:00Z') },
  });
  // Keep the main thread's event loop turning, as a page would, while the worker works.
  let frames = 0;
  const ticking = setInterval(() => frames++, 16);
  const result = await done;
  const ms = performance.now() - t0;
  clearInterval(ticking);
  await new Promise((r) => setTimeout(r, 100));
  observer.disconnect();
  worker.terminate();
  const during = longTasks.filter((t) => t.startTime >= t0 && t.startTime <= t0 + ms);
  return {
    ms,
    bytes: result.bytes.byteLength,
    fileName: result.fileName,
    longest: during.reduce((max, t) => Math.max(max, t.duration), 0),
    longTasks: during.length,
    ticks: frames,
  };
};
