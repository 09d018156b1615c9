import type { Wallet } from '@coffer/contract';
import { buildXrpDestination, EPC_QR, epcQrPayload, isValidXrpTag } from '@coffer/domain';
import { useMe } from '../../lib/session/use-me';

/** The account holder a bank transfer names: the signed-in user's full name (fiat wallets only). */
export function useAccountHolder(wallet: Wallet): string | null {
  const me = useMe();
  if (!wallet.isFiat || !me.data) return null;
  const name = `${me.data.firstName} ${me.data.lastName}`.trim();
  return name === '' ? null : name;
}

export interface ReceiveQr {
  value: string;
  ecc: 'L' | 'M';
  /** 'epc': a SEPA credit transfer a banking app fills in; 'address': what a crypto wallet scans. */
  kind: 'epc' | 'address';
}

/**
 * What the receive QR code holds (decision 0015): for EUR the EPC069-12 SEPA credit transfer
 * (holder, IBAN, BIC; error correction M as the standard asks), none for GBP (UK banking apps scan
 * no standard code), the address for crypto (with the XRP destination tag as wallets print it).
 */
export function receiveQr(wallet: Wallet, holder: string | null): ReceiveQr | null {
  if (wallet.coin.code === 'EUR') {
    if (!holder) return null;
    const epc = epcQrPayload({ name: holder, iban: wallet.address, bic: wallet.extra.bic });
    return epc.ok ? { value: epc.payload, ecc: EPC_QR.errorCorrection, kind: 'epc' } : null;
  }
  if (wallet.isFiat) return null;
  const tag = wallet.extra.tag;
  const value =
    wallet.coin.code === 'XRP' && tag && isValidXrpTag(tag) ? buildXrpDestination(wallet.address, tag) : wallet.address;
  return { value, ecc: 'L', kind: 'address' };
}
