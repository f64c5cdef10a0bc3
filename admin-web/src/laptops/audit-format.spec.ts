import { auditFieldLabel, formatAuditValue, formatIst } from './audit-format';

describe('the audit log', () => {
  it('shows times in India time', () => {
    expect(formatIst('2026-11-22T08:41:00Z')).toBe('22 Nov 2026, 14:11 IST');
    expect(formatIst('2026-11-21T20:00:00Z')).toBe('22 Nov 2026, 01:30 IST');
  });

  it('names fields and actions', () => {
    expect(auditFieldLabel('published')).toBe('Published');
    expect(auditFieldLabel('ramSize')).toBe('RAM (GB)');
    expect(auditFieldLabel('review')).toBe('Review');
    expect(auditFieldLabel('somethingNew')).toBe('somethingNew');
  });

  it('shows values readably, long ones cut', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(true)).toBe('yes');
    expect(formatAuditValue(16)).toBe('16');
    expect(formatAuditValue(['Fast SSD', 'Light'])).toBe('Fast SSD, Light');
    expect(formatAuditValue({ ram: '16 GB', os: 'Windows 11' })).toBe('ram: 16 GB; os: Windows 11');
    const cut = formatAuditValue('x'.repeat(500), 20);
    expect(cut).toHaveLength(20);
    expect(cut.endsWith('…')).toBe(true);
  });
});
