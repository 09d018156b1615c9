import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/**
 * Markdown of the operator's terms to safe HTML (decision 0019): raw HTML in the Markdown is shown as
 * text, headings start at h2 (the page has its own h1), and the result goes through DOMPurify with a
 * short allow-list. Imported only by the terms page, so it is not in the first screen's JS.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }) {
      return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    },
  },
});

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

export function termsHtml(markdown: string): string {
  const tokens = marked.lexer(markdown);
  // The file's top heading level becomes h2, so the outline goes on from the page's h1 without a gap.
  let top = 6;
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') top = Math.min(top, token.depth);
  });
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') token.depth = Math.min(6, token.depth - top + 2);
  });
  const html = marked.parser(tokens);
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title', 'start'] });
}
