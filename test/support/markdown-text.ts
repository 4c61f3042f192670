import type { Token, Tokens } from 'marked';

/** A heading's text as GitHub renders it: the inline markup dropped, code and link texts kept. */
export function plainText(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if ('tokens' in token && token.tokens) return plainText(token.tokens);
      if (token.type === 'codespan') return (token as Tokens.Codespan).text;
      return 'text' in token ? String(token.text) : '';
    })
    .join('');
}

/** The entities marked leaves in a heading's text, decoded. */
export const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
