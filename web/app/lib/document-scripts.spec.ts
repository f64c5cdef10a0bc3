import { runsScripts } from './document-scripts';

describe('runsScripts', () => {
  it('loads the scripts of every page but one whose route says not to', () => {
    expect(runsScripts([{ handle: undefined }, { handle: { ogType: 'article' } }])).toBe(true);
    expect(runsScripts([])).toBe(true);
    expect(runsScripts([{ handle: undefined }, { handle: { scripts: false } }])).toBe(false);
  });
});
