import { DEFAULT_DROP_PERCENT, ALERT_KINDS } from '@bli/contracts';
import {
  ALERT_KINDS_OFFERED,
  conditionText,
  DEFAULT_PERCENT,
  defaultTargetPrice,
  fieldErrorsOf,
  looksLikeEmail,
  MESSAGES,
  parsePercent,
  parseRupees,
  readAlertForm,
  stateText,
} from './alert-form.model';

const form = (fields: Record<string, string>) => new Map(Object.entries(fields));

describe('the alert form’s choices', () => {
  it('are the contract’s kinds, with its default drop', () => {
    expect([...ALERT_KINDS_OFFERED].sort()).toEqual([...ALERT_KINDS].sort());
    expect(DEFAULT_PERCENT).toBe(DEFAULT_DROP_PERCENT);
  });
});

describe('defaultTargetPrice', () => {
  it('suggests 5 % under the price, rounded down to ₹100', () => {
    expect(defaultTargetPrice(54_990)).toBe(52_200);
    expect(defaultTargetPrice(1_04_990)).toBe(99_700);
    expect(defaultTargetPrice(20_000)).toBe(19_000);
  });

  it('stays below the price and above zero for cheap things', () => {
    expect(defaultTargetPrice(1_999)).toBe(1_890);
    expect(defaultTargetPrice(150)).toBe(142);
    expect(defaultTargetPrice(5)).toBe(4);
    expect(defaultTargetPrice(1)).toBe(1);
    for (const price of [2, 99, 100, 101, 2_000, 2_001, 49_999]) {
      expect(defaultTargetPrice(price)).toBeLessThan(price);
    }
  });
});

describe('parseRupees', () => {
  it('reads rupees as shoppers write them', () => {
    expect(parseRupees('52000')).toBe(52_000);
    expect(parseRupees('52,000')).toBe(52_000);
    expect(parseRupees('1,04,990')).toBe(1_04_990);
    expect(parseRupees(' ₹ 52,000 ')).toBe(52_000);
    expect(parseRupees('Rs. 52000')).toBe(52_000);
    expect(parseRupees('INR 52000')).toBe(52_000);
    expect(parseRupees('52,000.00')).toBe(52_000);
  });

  it('refuses what is not a whole, positive number of rupees', () => {
    for (const text of ['', '0', '-5', '52,000.50', '52k', 'fifty', '1e5', '1234567890']) {
      expect([text, parseRupees(text)]).toEqual([text, null]);
    }
  });
});

describe('parsePercent', () => {
  it('takes a whole percentage from 1 to 90', () => {
    expect(parsePercent('5')).toBe(5);
    expect(parsePercent('10 %')).toBe(10);
    expect(parsePercent('90')).toBe(90);
    for (const text of ['0', '91', '2.5', '', 'x']) expect(parsePercent(text)).toBeNull();
  });
});

describe('looksLikeEmail', () => {
  it('wants one @ and a dot after it, without spaces', () => {
    expect(looksLikeEmail('shopper@example.in')).toBe(true);
    for (const text of ['', 'shopper', 'shopper@example', 'a b@example.in', 'a@@b.in']) {
      expect(looksLikeEmail(text)).toBe(false);
    }
    expect(looksLikeEmail(`${'a'.repeat(250)}@b.in`)).toBe(false);
  });
});

describe('readAlertForm', () => {
  it('reads a target-price alert, trimming what was typed', () => {
    expect(
      readAlertForm(
        form({ email: ' shopper@example.in ', kind: 'target-price', targetPrice: '₹49,990' }),
      ),
    ).toEqual({
      ok: true,
      values: {
        email: 'shopper@example.in',
        kind: 'target-price',
        targetPrice: '₹49,990',
        percent: '',
      },
      email: 'shopper@example.in',
      condition: { kind: 'target-price', targetPrice: 49_990 },
    });
  });

  it('reads the other kinds, with 5 % when no percentage is given', () => {
    const read = (fields: Record<string, string>) => {
      const result = readAlertForm(form({ email: 'a@b.in', ...fields }));
      return result.ok ? result.condition : result.errors;
    };
    expect(read({ kind: 'percent-drop', percent: '12' })).toEqual({
      kind: 'percent-drop',
      percent: 12,
    });
    expect(read({ kind: 'percent-drop', percent: '' })).toEqual({
      kind: 'percent-drop',
      percent: 5,
    });
    // The field of another choice is not read.
    expect(read({ kind: 'back-in-stock', targetPrice: 'junk', percent: 'junk' })).toEqual({
      kind: 'back-in-stock',
    });
    expect(read({ kind: 'all-time-low' })).toEqual({ kind: 'all-time-low' });
  });

  it('names every field to fix, and keeps what was typed to show it again', () => {
    expect(
      readAlertForm(form({ email: 'nobody', kind: 'target-price', targetPrice: 'cheap' })),
    ).toEqual({
      ok: false,
      values: { email: 'nobody', kind: 'target-price', targetPrice: 'cheap', percent: '' },
      errors: { email: MESSAGES.email, targetPrice: MESSAGES.targetPrice },
    });
    const unknownKind = readAlertForm(form({ email: 'a@b.in', kind: 'cheaper-please' }));
    expect(unknownKind.ok).toBe(false);
    expect(!unknownKind.ok && unknownKind.errors).toEqual({ kind: MESSAGES.kind });
    const badPercent = readAlertForm(
      form({ email: 'a@b.in', kind: 'percent-drop', percent: '95' }),
    );
    expect(!badPercent.ok && badPercent.errors).toEqual({ percent: MESSAGES.percent });
  });

  it('cuts what it keeps of overlong fields', () => {
    const read = readAlertForm(form({ email: 'x'.repeat(5_000), targetPrice: '9'.repeat(500) }));
    expect(read.values.email).toHaveLength(320);
    expect(read.values.targetPrice).toHaveLength(40);
  });
});

describe('fieldErrorsOf', () => {
  it('puts the API’s 400 fields next to the form’s own', () => {
    expect(
      fieldErrorsOf([
        { field: 'email', message: 'email must be an email address' },
        {
          field: 'condition.targetPrice',
          message: "condition.targetPrice must be below the laptop's current price, ₹54,990",
        },
        { field: 'push.endpoint', message: 'push.endpoint must be https' },
      ]),
    ).toEqual({
      email: MESSAGES.email,
      targetPrice: 'Your target must be below the current price, ₹54,990.',
      push: expect.stringContaining('notifications could not be set up'),
    });
    expect(
      fieldErrorsOf([{ field: 'condition.percent', message: 'percent must be a whole number' }]),
    ).toEqual({ percent: MESSAGES.percent });
    expect(fieldErrorsOf([{ field: 'condition.kind', message: 'kind must be one of …' }])).toEqual({
      kind: MESSAGES.kind,
    });
  });
});

describe('conditionText and stateText', () => {
  it('say what an alert watches for', () => {
    expect(conditionText({ kind: 'target-price', targetPrice: 52_000 })).toBe(
      'Price at or below ₹52,000',
    );
    expect(conditionText({ kind: 'percent-drop', percent: 7 })).toBe('Any drop of 7 % or more');
    expect(conditionText({ kind: 'back-in-stock' })).toBe('Back in stock');
    expect(conditionText({ kind: 'all-time-low' })).toBe('At or below its lowest recorded price');
  });

  it('say where it stands, a snooze with its end in India’s date', () => {
    expect(stateText({ state: 'active', snoozedUntil: null })).toBe('On');
    expect(stateText({ state: 'paused', snoozedUntil: null })).toBe('Paused');
    expect(stateText({ state: 'waiting-confirmation', snoozedUntil: null })).toMatch(/confirm/);
    expect(stateText({ state: 'snoozed', snoozedUntil: '2026-12-03T20:00:00.000Z' })).toBe(
      'Snoozed until 4 Dec 2026',
    );
    expect(stateText({ state: 'paused', snoozedUntil: '2026-12-03T20:00:00.000Z' })).toBe(
      'Paused, and snoozed until 4 Dec 2026',
    );
  });
});
