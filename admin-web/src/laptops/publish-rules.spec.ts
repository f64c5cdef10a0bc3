import { publishChecklist, stateActions } from './publish-rules';
import { testAdminLaptop } from './test/admin-laptop';

const image = {
  sizes: [{ url: 'https://m.media-amazon.com/images/I/a.jpg', width: 500, height: 375 }],
};

describe('publish and retire', () => {
  it('publishes drafts and retired laptops, retires active ones', () => {
    expect(stateActions('draft')).toEqual({ publish: true, retire: false });
    expect(stateActions('retired')).toEqual({ publish: true, retire: false });
    expect(stateActions('active')).toEqual({ publish: false, retire: true });
  });

  it('lists what a laptop still lacks for publishing', () => {
    const draft = testAdminLaptop({ processorModel: null, review: 'Short.' });
    const missing = publishChecklist(draft)
      .filter((item) => !item.ok)
      .map((item) => item.label);
    expect(missing).toEqual([
      'At least one picture',
      'Processor model',
      'A review of at least 300 characters',
    ]);
  });

  it('is satisfied by a picture, a price, processor, RAM, storage and a long review', () => {
    const ready = testAdminLaptop({ images: [image], review: 'r'.repeat(300) });
    expect(publishChecklist(ready).every((item) => item.ok)).toBe(true);
    // The sheet alone does not do: publishing reads the fields.
    const sheetOnly = testAdminLaptop({
      ...ready,
      ramSize: null,
      specifications: { ram: '16 GB DDR4' },
    });
    expect(publishChecklist(sheetOnly).filter((item) => !item.ok)).toEqual([
      { label: 'RAM size', ok: false },
    ]);
  });
});
