import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/**
 * Markdown of the operator's terms to safe HTML (decision 0019): raw HTML in the Markdown is shown as
 * text, headings move one level down (the page has its own h1), and the result goes through DOMPurify
 * with a short allow-list. Imported only by the terms page, so it is not in the first screen's JS.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.min(6, token.depth + 1);
  },
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
  const html = marked.parse(markdown) as string;
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title', 'start'] });
}
