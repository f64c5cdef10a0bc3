import { OVERLAY_DIMS, overlayModel } from './price-overlay.model';

describe('price overlay', () => {
  it('draws every series on one time and price scale', () => {
    const model = overlayModel([
      {
        label: 'A',
        points: [
          { observedAt: '2026-11-01T00:00:00Z', price: 50_000 },
          { observedAt: '2026-11-21T00:00:00Z', price: 40_000 },
        ],
      },
      { label: 'B', points: [{ observedAt: '2026-11-11T00:00:00Z', price: 45_000 }] },
    ]);
    const { padding, width } = OVERLAY_DIMS;
    expect(model.paths[0]).toMatch(
      new RegExp(`^M${padding.left}\\.0,[\\d.]+ L${width - padding.right}\\.0,`),
    );
    const [, y50] = model.paths[0].split(' ')[0].slice(1).split(',').map(Number);
    const [, y40] = model.paths[0].split(' ')[1].slice(1).split(',').map(Number);
    const [, y45] = model.paths[1].slice(1).split(',').map(Number);
    expect(y50).toBeLessThan(y45);
    expect(y45).toBeLessThan(y40);
    expect(model.xTicks).toHaveLength(4);
  });

  it('draws nothing without points', () => {
    expect(overlayModel([{ label: 'A', points: [] }]).paths).toEqual(['']);
  });
});
