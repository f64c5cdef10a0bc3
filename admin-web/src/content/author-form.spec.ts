import { AUTHOR_FORM } from './author-form';
import { savedAuthor } from './test/saved-entries';

describe('author form', () => {
  it('round-trips a saved author', () => {
    const saved = savedAuthor({ markdown: '## How I test', photoUrl: '/images/rohit.jpg' });
    expect(AUTHOR_FORM.fieldsOf(AUTHOR_FORM.formOf(saved))).toEqual(saved);
  });

  it('sends a blank photo as none, words one a line and stats trimmed', () => {
    const form = {
      ...AUTHOR_FORM.empty,
      name: ' Priya ',
      photoUrl: ' ',
      expertise: 'Displays\n\nBatteries ',
      stats: [{ label: ' Years ', value: ' 8 ' }],
      featuredGuidePaths: '/display/oled\n',
    };
    expect(AUTHOR_FORM.fieldsOf(form)).toMatchObject({
      name: 'Priya',
      photoUrl: null,
      expertise: ['Displays', 'Batteries'],
      stats: [{ label: 'Years', value: '8' }],
      featuredGuidePaths: ['/display/oled'],
    });
    expect(AUTHOR_FORM.slugSource(form)).toBe(' Priya ');
    expect(AUTHOR_FORM.nameOf(savedAuthor())).toBe('Rohit Sharma');
  });
});
