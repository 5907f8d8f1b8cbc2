// The elements rich text may hold (message bodies, issue 17): what the server's sanitiser keeps
// (b and i become strong and em) and what the portal's SafeHtml renders. Links keep only an
// http(s) or mailto href.
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'code',
  'pre',
  'hr',
] as const;

/** Link addresses rich text may keep. */
export const RICH_TEXT_LINK = /^(https?:|mailto:)/i;
