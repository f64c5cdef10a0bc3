import { processorNeedle } from './processor-match.sql';

describe('processorNeedle', () => {
  it('is the model number as whole tokens between spaces', () => {
    expect(processorNeedle('AMD Ryzen 5 5500U')).toBe(' 5500u ');
    expect(processorNeedle('Intel Core i5-1135G7')).toBe(' i5 1135g7 ');
    expect(processorNeedle('AMD Ryzen 7 260')).toBe(' 7 260 ');
  });

  it('is null for a name without a model number', () => {
    expect(processorNeedle(' ')).toBeNull();
  });
});
