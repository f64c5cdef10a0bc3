import { renderToStaticMarkup } from 'react-dom/server';
import { LaptopPicture } from './laptop-picture';

const image = {
  sizes: [
    { url: 'https://m.media-amazon.com/images/I/71a._SL160_.jpg', width: 160, height: 120 },
    { url: 'https://m.media-amazon.com/images/I/71a._SL500_.jpg', width: 500, height: 375 },
  ],
};

const render = (props: Partial<Parameters<typeof LaptopPicture>[0]> = {}) =>
  renderToStaticMarkup(
    <LaptopPicture
      image={image}
      brand="HP"
      alt="HP Victus 15, Ryzen 5"
      width={400}
      height={250}
      sizes="(min-width: 1024px) 400px, 92vw"
      {...props}
    />,
  );

describe('LaptopPicture', () => {
  it('draws the picture in a fixed box with its sizes, lazily by default', () => {
    const html = render();
    expect(html).toContain('src="https://m.media-amazon.com/images/I/71a._SL500_.jpg"');
    expect(html).toContain(
      'srcSet="https://m.media-amazon.com/images/I/71a._SL160_.jpg 160w, https://m.media-amazon.com/images/I/71a._SL500_.jpg 500w"',
    );
    expect(html).toContain('sizes="(min-width: 1024px) 400px, 92vw"');
    expect(html).toContain('width="400"');
    expect(html).toContain('height="250"');
    expect(html).toContain('aspect-ratio:400 / 250');
    expect(html).toContain('alt="HP Victus 15, Ryzen 5"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchpriority');
  });

  it('loads the main picture at once and first', () => {
    const html = render({ priority: 'high' });
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(render({ priority: 'eager' })).not.toContain('fetchPriority');
  });

  it('keeps the brand placeholder, hidden, in the same box for a picture that fails', () => {
    const html = render();
    expect(html).toContain('data-image-fallback=""');
    expect(html).toMatch(/role="img" aria-label="HP Laptop" style="aspect-ratio:400 \/ 250"/);
    expect(html).toMatch(/class="[^"]*hidden peer-data-\[broken\]:flex/);
  });

  it('shows only the placeholder without a picture', () => {
    const html = render({ image: null });
    expect(html).not.toContain('<img');
    expect(html).toContain('aria-label="HP Laptop"');
    expect(html).not.toContain('hidden');
  });
});
