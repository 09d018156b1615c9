import type { Language } from '@coffer/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMarketFormat } from '../src/features/market/format';
import { i18n, setupI18n } from '../src/lib/i18n/i18n';

// 2024-03-05 14:30:59 UTC: section 9's date in the language, then the time in UTC, seconds dropped.
const PUBLISHED_ON = Date.UTC(2024, 2, 5, 14, 30, 59) / 1000;

const CASES: { language: Language; date: string }[] = [
  { language: 'en', date: '05 Mar 2024 14:30' },
  { language: 'fr', date: '05 mars 2024 14:30' },
  { language: 'it', date: '05 mar 2024 14:30' },
];

describe('market news dates', () => {
  it.each(CASES)('$language: $date', async ({ language, date }) => {
    await setupI18n();
    await i18n.changeLanguage(language);
    const { result } = renderHook(() => useMarketFormat());
    expect(result.current.date(PUBLISHED_ON)).toBe(date);
    // Just before midnight UTC stays on its UTC day, whatever the machine's zone.
    expect(result.current.date(Date.UTC(2024, 11, 31, 23, 59) / 1000)).toMatch(/^31 \S+ 2024 23:59$/);
  });
});
