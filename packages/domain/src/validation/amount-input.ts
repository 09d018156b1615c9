/** The two marks a language writes numbers with ("," and "." in English, "," and a narrow space in French). */
export interface AmountSeparators {
  readonly decimal: string;
  readonly group: string;
}

/** Spaces of every width a keyboard or a copied amount may carry (plain, no-break, narrow no-break, thin). */
const SPACES = /[\s\u00a0\u2007\u2009\u202f]/g;
const DIGITS = /^\d*$/;
const GROUPED_HEAD = /^[1-9]\d{0,2}$/;
const GROUP = /^\d{3}$/;

/** A group mark that is a space matches any space: people type the plain one, Intl writes a narrow one. */
function isSpace(mark: string): boolean {
  return mark !== '' && mark.replace(SPACES, '') === '';
}

/**
 * The whole part with its group marks removed, or null when they are not where grouping puts them.
 * Grouping is strict (a first group of 1 to 3 digits that does not start with 0, then groups of
 * exactly 3), so a mark typed as a decimal point in the wrong language ("0.005" in Italian, "0,5"
 * in English) is refused rather than read as a thousand times the amount.
 */
function ungroup(whole: string, group: string): string | null {
  if (group === '' || !whole.includes(group)) return DIGITS.test(whole) ? whole : null;
  const [head = '', ...rest] = whole.split(group);
  if (!GROUPED_HEAD.test(head) || !rest.every((part) => GROUP.test(part))) return null;
  return head + rest.join('');
}

/**
 * An amount as typed in a language (its decimal mark, its grouping ignored) as the plain
 * dot-decimal text the section 5 validators read ("1 234,5" in French is "1234.5"). A dot is also
 * taken as the decimal mark where the language does not group with it (French), so a number pad's
 * dot works everywhere it is not ambiguous. Blank text stays blank; text that is no amount in that
 * language is null. The mid-typing forms "5," and ",5" read as "5." and ".5", as the pattern allows.
 */
export function normalizeAmountInput(text: string, separators: AmountSeparators): string | null {
  const spaceGroup = isSpace(separators.group);
  const group = spaceGroup ? ' ' : separators.group;
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const compact = spaceGroup ? trimmed.replace(SPACES, ' ') : trimmed;
  const decimalMarks = [separators.decimal, ...(separators.decimal !== '.' && group !== '.' ? ['.'] : [])];
  const positions = [...compact].flatMap((char, index) => (decimalMarks.includes(char) ? [index] : []));
  if (positions.length > 1) return null;
  const at = positions[0];
  const whole = at === undefined ? compact : compact.slice(0, at);
  const fraction = at === undefined ? undefined : compact.slice(at + 1);
  const digits = ungroup(whole, group);
  if (digits === null || (fraction !== undefined && !DIGITS.test(fraction))) return null;
  if (digits.length + (fraction?.length ?? 0) === 0) return null;
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/**
 * A plain dot-decimal amount written back into an input in the language's decimal mark, without
 * grouping ("0.5" is "0,5" in French), so that `normalizeAmountInput` reads it back unchanged.
 */
export function amountInputText(plain: string, separators: AmountSeparators): string {
  return separators.decimal === '.' ? plain : plain.replace('.', separators.decimal);
}
