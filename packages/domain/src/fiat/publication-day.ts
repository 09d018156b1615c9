/**
 * When euro reference rates exist. The ECB publishes one set per TARGET business day: never on a
 * Saturday or Sunday, nor on the TARGET holidays (1 January, Good Friday, Easter Monday, 1 May,
 * 25 and 26 December). A day without a publication answers the last earlier one. Days are UTC
 * calendar days written 'YYYY-MM-DD'; the arithmetic runs on whole day numbers, not on clocks.
 */

/** The first publication of the euro reference rates, the day the euro started. */
export const FIRST_PUBLICATION_DAY = '1999-01-04';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a real calendar day ('2023-02-29' is not one), else null. */
export function dayNumber(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  // Date.UTC rolls 02-30 over into March and maps years 0-99 to 1900-1999: both are refused here.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return null;
  return ms / DAY_MS;
}

export function isIsoDay(text: string): boolean {
  return dayNumber(text) !== null;
}

/** The 'YYYY-MM-DD' of a day number. */
export function dayOfNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function requireDay(day: string): number {
  const value = dayNumber(day);
  if (value === null) throw new RangeError(`not a calendar day: ${JSON.stringify(day)}`);
  return value;
}

/** Gregorian Easter Sunday of a year (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOfNumber(Date.UTC(year, month - 1, date) / DAY_MS);
}

/** One of the TARGET closing days (weekends aside). */
export function isTargetHoliday(day: string): boolean {
  const value = requireDay(day);
  const monthDay = day.slice(5);
  if (monthDay === '01-01' || monthDay === '05-01' || monthDay === '12-25' || monthDay === '12-26') return true;
  const easter = requireDay(easterSunday(Number(day.slice(0, 4))));
  return value === easter - 2 || value === easter + 1;
}

/** Whether rates are published on this day (a weekday that is not a TARGET holiday, from the first one). */
export function isPublicationDay(day: string): boolean {
  const value = requireDay(day);
  const weekday = new Date(value * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isTargetHoliday(day) && day >= FIRST_PUBLICATION_DAY;
}

/**
 * The publication whose rates hold on `day`: the day itself when it is a publication day, else the
 * last earlier one (Saturday and Sunday answer Friday; Easter Monday answers the Thursday before
 * Good Friday). Null before the first publication. Throws on text that is not a calendar day.
 */
export function publicationDay(day: string): string | null {
  let value = requireDay(day);
  const first = requireDay(FIRST_PUBLICATION_DAY);
  // At most four closed days in a row (Good Friday to Easter Monday), so this loop is short.
  while (value >= first) {
    const candidate = dayOfNumber(value);
    if (isPublicationDay(candidate)) return candidate;
    value -= 1;
  }
  return null;
}
