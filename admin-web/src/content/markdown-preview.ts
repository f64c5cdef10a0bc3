import { MARKDOWN_OPTIONS } from '@bli/contracts';
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt(MARKDOWN_OPTIONS);

/**
 * The live preview: the server's Markdown settings (raw HTML shows as text; markdown-it refuses
 * javascript:, vbscript:, file: and data: links). The server's sanitiser still has the last word:
 * what shoppers get is the saved post's `html`.
 */
export function previewHtml(source: string): string {
  return markdown.render(source);
}
