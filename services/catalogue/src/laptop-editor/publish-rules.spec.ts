import { MIN_REVIEW_LENGTH } from '@bli/contracts';
import { missingForPublish, type PublishCandidate } from './publish-rules';

const now = new Date('2026-11-22T12:00:00Z');
const image = {
  sizes: [{ url: 'https://m.media-amazon.com/images/I/a.jpg', width: 500, height: 500 }],
};

function ready(overrides: Partial<PublishCandidate> = {}): PublishCandidate {
  return {
    images: [image],
    imagesRefreshedAt: new Date('2026-11-22T06:00:00Z'),
    currentPrice: 54_990,
    processorModel: 'Core i5-13420H',
    ramSize: 16,
    storageSize: 512,
    review: 'x'.repeat(MIN_REVIEW_LENGTH),
    ...overrides,
  };
}

const fields = (candidate: PublishCandidate) =>
  missingForPublish(candidate, now).map((m) => m.field);

describe('missingForPublish', () => {
  it('lets a laptop with everything a page needs be published', () => {
    expect(missingForPublish(ready(), now)).toEqual([]);
  });

  it('names everything missing at once', () => {
    const bare = ready({
      images: [],
      imagesRefreshedAt: null,
      processorModel: null,
      ramSize: null,
      storageSize: null,
      review: null,
    });
    expect(fields(bare)).toEqual(['images', 'processorModel', 'ramSize', 'storageSize', 'review']);
    expect(missingForPublish(bare, now).map((m) => m.message)).toEqual([
      'images: at least one picture is needed',
      'processorModel: the processor is needed',
      'ramSize: the RAM size is needed',
      'storageSize: the storage size is needed',
      `review: at least ${MIN_REVIEW_LENGTH} characters are needed (it has 0)`,
    ]);
  });

  it('wants pictures refreshed within 24 hours', () => {
    expect(fields(ready({ imagesRefreshedAt: new Date('2026-11-21T11:59:00Z') }))).toEqual([
      'images',
    ]);
  });

  it('counts the review without surrounding blanks, and a blank processor as none', () => {
    const short = ready({
      review: `  ${'x'.repeat(MIN_REVIEW_LENGTH - 1)}   `,
      processorModel: ' ',
    });
    expect(fields(short)).toEqual(['processorModel', 'review']);
    expect(missingForPublish(short, now).at(-1)?.message).toContain(
      `(it has ${MIN_REVIEW_LENGTH - 1})`,
    );
  });

  it('wants a price', () => {
    expect(fields(ready({ currentPrice: 0 }))).toEqual(['currentPrice']);
  });
});
