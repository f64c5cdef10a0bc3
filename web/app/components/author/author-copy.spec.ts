import type { Author } from '@bli/contracts';
import { authorJsonLd, initials, summarise } from './author-copy';

const author: Author = {
  slug: 'rohit-sharma',
  name: 'Rohit Sharma',
  role: 'Senior Laptop Reviewer',
  bio: 'Rohit Sharma has been testing laptops since 2018. He writes every guide himself.',
  photoUrl: null,
  expertise: ['Battery life and thermal testing'],
  stats: [{ label: 'Laptops tested', value: '140+' }],
  methodology: '<h3>How</h3>',
  featuredGuides: [],
};

it('draws initials from a name', () => {
  expect(initials('Rohit Sharma')).toBe('RS');
  expect(initials('  priya  k  menon ')).toBe('PM');
  expect(initials('Madhu')).toBe('M');
  expect(initials('')).toBe('?');
});

describe('summarise', () => {
  it('keeps the first sentence when it fits', () => {
    expect(summarise(author.bio)).toBe('Rohit Sharma has been testing laptops since 2018.');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = 'word '.repeat(50);
    const out = summarise(text, 30);
    expect(out.length).toBeLessThanOrEqual(30);
    expect(out.endsWith('word…')).toBe(true);
  });
});

it('builds a ProfilePage about a Person', () => {
  expect(authorJsonLd(author, 'https://example.in/author/rohit-sharma')).toMatchObject({
    '@type': 'ProfilePage',
    mainEntity: { '@type': 'Person', name: 'Rohit Sharma', jobTitle: 'Senior Laptop Reviewer' },
  });
});

it('gives the Person the photo, on the site’s origin when it is a path of ours', () => {
  const page = 'https://example.in/author/rohit-sharma';
  const person = (photoUrl: string | null) =>
    (authorJsonLd({ ...author, photoUrl }, page).mainEntity as Record<string, unknown>).image;
  expect(person(null)).toBeUndefined();
  expect(person('/images/authors/rohit.jpg')).toBe('https://example.in/images/authors/rohit.jpg');
  expect(person('https://images.unsplash.com/photo-1?w=256')).toBe(
    'https://images.unsplash.com/photo-1?w=256',
  );
});
