import type { MarketCoin } from '@coffer/contract';
import { type DBSchema, openDB } from 'idb';

/** Spec section 3: a local database holds one store of market coins (version 1). */
interface MarketDb extends DBSchema {
  coins: { key: string; value: MarketCoin & { vs: string; position: number } };
}

const DB_NAME = 'coffer-market';
const DB_VERSION = 1;

function open() {
  return openDB<MarketDb>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('coins', { keyPath: 'id' });
    },
  });
}

/** Keeps the first page of the market as last seen, so the list opens offline. */
export async function saveMarketCoins(coins: readonly MarketCoin[], vs: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const db = await open();
  const tx = db.transaction('coins', 'readwrite');
  await tx.store.clear();
  await Promise.all(coins.map((coin, position) => tx.store.put({ ...coin, vs, position })));
  await tx.done;
  db.close();
}

/** The stored coins in their list order, when they were stored in this currency. */
export async function loadMarketCoins(vs: string): Promise<MarketCoin[] | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  const db = await open();
  const rows = await db.getAll('coins');
  db.close();
  if (rows.length === 0 || rows.some((row) => row.vs !== vs)) return undefined;
  return rows.sort((a, b) => a.position - b.position).map(({ vs: _vs, position: _position, ...coin }) => coin);
}
