import { testLaptop } from '@bli/testing';
import { editorsPicks } from './editors-picks';

describe('editorsPicks', () => {
  const first = testLaptop({ slug: 'first-laptop' });
  const second = testLaptop({ slug: 'second-laptop' });

  it('keeps the editors’ order, whatever order the catalogue answered in', () => {
    const picks = [
      { laptopSlug: 'second-laptop', note: 'Lightest.' },
      { laptopSlug: 'first-laptop', note: 'Best value.' },
    ];
    expect(editorsPicks(picks, [first, second])).toEqual([
      { laptop: second, note: 'Lightest.' },
      { laptop: first, note: 'Best value.' },
    ]);
  });

  it('leaves out a pick whose laptop is no longer on sale', () => {
    const picks = [
      { laptopSlug: 'gone-laptop', note: 'Was great.' },
      { laptopSlug: 'first-laptop', note: 'Best value.' },
    ];
    expect(editorsPicks(picks, [first])).toEqual([{ laptop: first, note: 'Best value.' }]);
    expect(editorsPicks([], [first])).toEqual([]);
  });
});
