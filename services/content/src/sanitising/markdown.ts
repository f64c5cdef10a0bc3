import MarkdownIt from 'markdown-it';
import { MARKDOWN_OPTIONS } from '@bli/contracts';
import { sanitiseHtml } from './html-sanitiser';

/**
 * Markdown as operators write it (`MARKDOWN_OPTIONS`: raw HTML is text). Whatever it renders
 * still goes through the sanitiser, which alone decides what markup and which link schemes reach
 * a shopper.
 */
const markdown = new MarkdownIt(MARKDOWN_OPTIONS);

export function renderMarkdown(source: string): string {
  return sanitiseHtml(markdown.render(source));
}
