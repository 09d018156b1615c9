import type { NewsItem } from '@coffer/contract';
import sanitizeHtml from 'sanitize-html';

/** Text markup and https links only; every link opens apart from the app and tells nothing back. */
const BODY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'blockquote', 'a', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  // rel and target are set above, after the attribute filter has run.
  allowedSchemesAppliedToAttributes: ['href'],
};

const TEXT_OPTIONS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Plain text: tags dropped, then the entities the sanitiser wrote turned back (the app shows it as text). */
function plainText(value: string): string {
  return sanitizeHtml(value, TEXT_OPTIONS)
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

/** An https (or inline image) address, else nothing: a news item never points the app at plain http or script. */
function safeUrl(value: string, allowData: boolean): string {
  if (allowData && /^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.toString() : '';
  } catch {
    return '';
  }
}

/**
 * News HTML is sanitised on the server (decision 0027): bodies keep text markup and https links,
 * titles, tags and sources become plain text, and addresses that are not https are dropped.
 */
export function sanitizeNews(items: readonly NewsItem[]): NewsItem[] {
  const text = plainText;
  return items.map((item) => ({
    id: text(item.id),
    published_on: item.published_on,
    imageurl: safeUrl(item.imageurl, true),
    title: text(item.title),
    url: safeUrl(item.url, false),
    body: sanitizeHtml(item.body, BODY_OPTIONS).trim(),
    tags: text(item.tags),
    categories: text(item.categories),
    lang: text(item.lang),
    source: text(item.source),
    ...(item.source_info
      ? {
          source_info: {
            name: text(item.source_info.name),
            ...(item.source_info.img ? { img: safeUrl(item.source_info.img, true) } : {}),
          },
        }
      : {}),
  }));
}
