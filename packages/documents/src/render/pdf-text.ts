/**
 * The renderer draws with the PDF standard font Helvetica, whose encoding is Windows-1252: every
 * other character would print as garbage, so it is replaced here (spaces of any kind by a space,
 * typographic marks by their plain forms, anything else by '?'). The documents' own words are in
 * the five Latin-script languages Coffer speaks, which Windows-1252 covers.
 */
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const REPLACEMENTS: Readonly<Record<string, string>> = { '≈': '~', '−': '-', '‐': '-', '‑': '-', '′': "'" };

function printable(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff)) return char;
  if (/\s/u.test(char)) return ' ';
  if (CP1252_EXTRA.includes(char)) return char;
  return REPLACEMENTS[char] ?? '?';
}

const SAFE = /^[\x20-\x7e]*$/;

export function pdfSafeText(text: string): string {
  if (SAFE.test(text)) return text;
  let out = '';
  for (const char of text) out += printable(char);
  return out;
}
