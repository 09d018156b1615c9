/**
 * Section 5 input patterns. Letters are Unicode letters (\p{L}) so names and streets with accents
 * (common in the five supported languages) pass.
 */
export const VALIDATION_PATTERNS = {
  /** Digits with at most one dot and at least one digit, so '.5' and '5.' (mid-typing) pass. */
  amount: /^(?=\.?\d)\d*\.?\d*$/,
  /** The 6-digit code sent by SMS to verify a mobile number. */
  pinCode: /^\d{6}$/,
  sortCode: /^\d{6}$/,
  accountNumber: /^\d{8}$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/,
  password: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/,
  /** Also a special character: anything that is neither a letter, a digit nor whitespace. */
  strongPassword: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^\p{L}\d\s]).{8,}$/u,
  address: /^[\p{L}\d ]+$/u,
  string: /^[\p{L} ]+$/u,
  /** Whole non-negative numbers: the spec's "number" guards counts and codes, not amounts. */
  number: /^\d+$/,
  url: /^https?:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)+(?::\d+)?(?:[/?#]\S*)?$/i,
} as const;

export type ValidationPatternName = keyof typeof VALIDATION_PATTERNS;

/** Error names of section 8 for a failed pattern; 'invalidPattern' for any other pattern. */
export type PatternErrorName =
  | 'password'
  | 'strongPassword'
  | 'email'
  | 'amount'
  | 'pinCode'
  | 'sortCode'
  | 'accountNumber'
  | 'string'
  | 'number'
  | 'address'
  | 'url'
  | 'invalidPattern';

/** True when `value` matches the named section 5 pattern. */
export function matchesValidationPattern(name: ValidationPatternName, value: string): boolean {
  return VALIDATION_PATTERNS[name].test(value);
}

/**
 * Maps the pattern a form control failed (as a RegExp or its source text) to the error name shown.
 * pinCode and sortCode share one pattern; pinCode is reported for it because the spec lists it
 * first and a sort-code field reports through `patternErrorName(pattern, 'sortCode')`.
 */
export function patternErrorName(pattern: RegExp | string, fieldHint?: ValidationPatternName): PatternErrorName {
  const source = typeof pattern === 'string' ? pattern : pattern.source;
  if (fieldHint && VALIDATION_PATTERNS[fieldHint].source === source) return fieldHint;
  for (const [name, known] of Object.entries(VALIDATION_PATTERNS) as [ValidationPatternName, RegExp][]) {
    if (known.source === source) return name;
  }
  return 'invalidPattern';
}

/** The first failing pattern's error name, or null when `value` matches. */
export function patternError(name: ValidationPatternName, value: string): PatternErrorName | null {
  return matchesValidationPattern(name, value) ? null : name;
}
