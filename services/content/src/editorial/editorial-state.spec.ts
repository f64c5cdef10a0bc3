import { InvalidInputError } from '@bli/server-kit';
import { isDue, publishNow, schedule, unpublish, type EditorialStatus } from './editorial-state';

const NOW = new Date('2026-11-25T10:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const draft: EditorialStatus = { state: 'draft', publishAt: null, publishedAt: null };

describe('editorial states with a fixed clock', () => {
  it('schedules a draft for a later time, and it is due from that time on, not before', () => {
    const scheduled = schedule(draft, later(30), NOW);
    expect(scheduled).toEqual({ state: 'scheduled', publishAt: later(30), publishedAt: null });
    expect(isDue(scheduled, later(29))).toBe(false);
    expect(isDue(scheduled, later(30))).toBe(true);
    expect(isDue(scheduled, later(31))).toBe(true);
  });

  it('refuses a time that is not in the future, naming publishAt', () => {
    expect(() => schedule(draft, NOW, NOW)).toThrow('publishAt must be in the future');
    try {
      schedule(draft, later(-1), NOW);
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidInputError);
      expect((error as InvalidInputError).details).toEqual({
        fields: [{ field: 'publishAt', message: 'publishAt must be in the future' }],
      });
    }
  });

  it('moves a scheduled post to another time', () => {
    const scheduled = schedule(draft, later(30), NOW);
    expect(schedule(scheduled, later(60), NOW).publishAt).toEqual(later(60));
  });

  it('keeps the first publication time when a post goes live again', () => {
    const live = publishNow(draft, NOW);
    expect(live).toEqual({ state: 'published', publishAt: null, publishedAt: NOW });
    const off = unpublish(live);
    expect(off).toEqual({ state: 'unpublished', publishAt: null, publishedAt: NOW });
    expect(publishNow(off, later(60)).publishedAt).toEqual(NOW);
  });

  it('refuses to publish or schedule what is live, and to unpublish what is not', () => {
    const live = publishNow(draft, NOW);
    expect(() => publishNow(live, NOW)).toThrow('already published');
    expect(() => schedule(live, later(5), NOW)).toThrow('already published');
    expect(() => unpublish(draft)).toThrow('a draft entry is not on the site');
  });

  it('unpublishing a scheduled post cancels its time; drafts and live posts are never due', () => {
    const off = unpublish(schedule(draft, later(5), NOW));
    expect(off.publishAt).toBeNull();
    expect(isDue(off, later(10))).toBe(false);
    expect(isDue(draft, later(10))).toBe(false);
    expect(isDue(publishNow(draft, NOW), later(10))).toBe(false);
  });
});
