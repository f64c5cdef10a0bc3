import { EDITORIAL_STATES } from '@bli/contracts';
import { previewHeading, previewNote } from './preview-copy';

describe('the preview banner', () => {
  it('names the state of the post', () => {
    expect(previewHeading('draft')).toBe('Preview — draft');
    expect(previewHeading('scheduled')).toBe('Preview — scheduled');
  });

  it('says in India’s time when a scheduled post goes live', () => {
    expect(previewNote('scheduled', '2026-11-26T04:30:00.000Z')).toBe(
      'Shoppers see this post from 26 Nov 2026, 10:00 IST.',
    );
  });

  it('says for every state whether shoppers see the post', () => {
    for (const state of EDITORIAL_STATES) {
      expect(previewNote(state, null)).toMatch(/^Shoppers (do not )?see this post/);
    }
  });
});
