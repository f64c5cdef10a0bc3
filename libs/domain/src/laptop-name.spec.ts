import { laptopName, shortName } from './laptop-name';

describe('shortName', () => {
  it('drops part numbers from the model and keeps the brand once', () => {
    expect(shortName({ brand: 'HP', model: '15s fq5111TU', title: 'x' })).toBe('HP 15s');
    expect(
      shortName({ brand: 'ASUS', model: 'ASUS Vivobook 15 X1502ZA-EJ532WS', title: 'x' }),
    ).toBe('ASUS Vivobook 15');
  });

  it('falls back to the title up to its first break when there is no model', () => {
    expect(
      shortName({ brand: 'Apple', model: null, title: 'Apple MacBook Air: 13-inch, M2' }),
    ).toBe('Apple MacBook Air');
  });
});

describe('laptopName', () => {
  it('cuts the title at the first comma, colon or bracket', () => {
    expect(laptopName({ title: 'HP Victus Gaming Laptop, AMD Ryzen 5' })).toBe(
      'HP Victus Gaming Laptop',
    );
    expect(laptopName({ title: 'Apple MacBook Air Laptop with M2 chip: 13.6-inch' })).toBe(
      'Apple MacBook Air Laptop with M2 chip',
    );
    expect(
      laptopName({
        title: 'Apple MacBook Pro 14-inch with M4 Pro chip (12-core CPU, 16-core GPU)',
      }),
    ).toBe('Apple MacBook Pro 14-inch with M4 Pro chip');
  });
});
