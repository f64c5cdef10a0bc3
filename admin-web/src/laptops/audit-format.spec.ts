import { auditFieldLabel, formatAuditValue } from './audit-format';

describe('the audit log', () => {
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
