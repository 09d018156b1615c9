import { storage } from '../../lib/storage';
import { storedSetting } from '../../lib/stored-setting';

/** Section 3 saved settings of the card screen: `mLimit` (the monthly limit toggle) and `cardForm` (the order draft). */
const M_LIMIT = 'mLimit';
const CARD_FORM = 'cardForm';

const mLimit = storedSetting(
  M_LIMIT,
  (stored) => stored === 'true',
  (on: boolean) => (on ? 'true' : 'false'),
);
export const useMonthlyLimitToggle = mLimit.use;
export const setMonthlyLimitToggle = mLimit.set;

export interface CardFormDraft {
  step: number;
  coinCode: string;
  deliveryStreet: string;
  deliveryStreetNumber: string;
  deliveryTown: string;
  deliveryPostCode: string;
}

export const EMPTY_DRAFT: CardFormDraft = {
  step: 0,
  coinCode: '',
  deliveryStreet: '',
  deliveryStreetNumber: '',
  deliveryTown: '',
  deliveryPostCode: '',
};

/** The order draft as saved (unknown or broken values fall back to empty). */
export function readCardForm(): CardFormDraft {
  try {
    const parsed = JSON.parse(storage.get(CARD_FORM) ?? '{}') as Partial<CardFormDraft>;
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 128) : '');
    return {
      step: typeof parsed.step === 'number' && parsed.step >= 0 && parsed.step < 5 ? Math.floor(parsed.step) : 0,
      coinCode: text(parsed.coinCode),
      deliveryStreet: text(parsed.deliveryStreet),
      deliveryStreetNumber: text(parsed.deliveryStreetNumber),
      deliveryTown: text(parsed.deliveryTown),
      deliveryPostCode: text(parsed.deliveryPostCode),
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveCardForm(draft: CardFormDraft): void {
  storage.set(CARD_FORM, JSON.stringify(draft));
}

export function clearCardForm(): void {
  storage.remove(CARD_FORM);
}
