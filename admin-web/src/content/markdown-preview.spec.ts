import { previewHtml } from './markdown-preview';

describe('live preview', () => {
  it('renders Markdown as the server does, with typed HTML as text and script links refused', () => {
    expect(previewHtml('## Hi\n\n**bold**')).toBe('<h2>Hi</h2>\n<p><strong>bold</strong></p>\n');
    expect(previewHtml('<img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>\n',
    );
    expect(previewHtml('[x](javascript:alert(1))')).not.toContain('href="javascript');
  });
});
