import MarkdownIt from 'markdown-it';
import { sanitiseHtml } from './html-sanitiser';

/**
 * Markdown as operators write it: raw HTML is text (`html: false`), no bare-URL links, no smart
 * quotes. Whatever it renders still goes through the sanitiser, which alone decides what markup
 * and which link schemes reach a shopper.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

export function renderMarkdown(source: string): string {
  return sanitiseHtml(markdown.render(source));
}
