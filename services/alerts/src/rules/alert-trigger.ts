import type { AlertCondition, Availability, PriceChangedEvent } from '@bli/contracts';
import { isClearlyAbove, isRealDrop } from './price-noise';

/**
 * What an alert remembers between price changes. `armed`: its condition was false when last
 * seen, so its becoming true is news; `reference`: for a percent drop, the price drops are
 * measured from (the price when the alert was set, then the price it last fired at).
 */
export interface AlertTrack {
  armed: boolean;
  reference: number | null;
}

/** The laptop as the alert is set: its current price and availability. */
export interface LaptopNow {
  price: number;
  availability: Availability | null;
}

export type PriceChange = Pick<
  PriceChangedEvent,
  'oldPrice' | 'newPrice' | 'availability' | 'lowestPrice'
>;

/** A price alert only fires while the laptop can be bought (or its stock is unknown). */
const buyable = (availability: Availability | null) =>
  availability === null || availability === 'in_stock';

/** How a new alert starts: armed if its condition is false now, so that only a crossing fires. */
export function initialTrack(condition: AlertCondition, now: LaptopNow): AlertTrack {
  switch (condition.kind) {
    case 'target-price':
      return { armed: now.price > condition.targetPrice, reference: null };
    case 'percent-drop':
      return { armed: true, reference: now.price };
    case 'back-in-stock':
      return { armed: !buyable(now.availability), reference: null };
    case 'all-time-low':
      return { armed: true, reference: null };
  }
}

export interface TriggerOutcome {
  fires: boolean;
  track: AlertTrack;
}

/**
 * One price change seen by one alert (issue #22's noise rules): it fires when its condition
 * becomes true — a crossing — never again while it stays true, and re-arms only once the price
 * has gone back past its line by the re-arm margin (price-noise.ts); a move within jitter
 * (₹100 or 1 %) is never a drop.
 */
export function evaluate(
  condition: AlertCondition,
  track: AlertTrack,
  change: PriceChange,
): TriggerOutcome {
  const price = change.newPrice;
  switch (condition.kind) {
    case 'target-price': {
      const below = price <= condition.targetPrice;
      if (track.armed && below && buyable(change.availability)) {
        return { fires: true, track: { ...track, armed: false } };
      }
      const rearm = !track.armed && isClearlyAbove(price, condition.targetPrice);
      return { fires: false, track: { ...track, armed: track.armed || rearm } };
    }
    case 'percent-drop': {
      const reference = track.reference ?? change.oldPrice ?? price;
      const line = reference * (1 - condition.percent / 100);
      if (price <= line && isRealDrop(reference, price) && buyable(change.availability)) {
        return { fires: true, track: { armed: true, reference: price } };
      }
      return { fires: false, track: { armed: true, reference } };
    }
    case 'back-in-stock': {
      if (!buyable(change.availability)) return { fires: false, track: { ...track, armed: true } };
      return { fires: track.armed, track: { ...track, armed: false } };
    }
    case 'all-time-low': {
      const atLow = price <= change.lowestPrice;
      const dropped = change.oldPrice !== null && isRealDrop(change.oldPrice, price);
      if (track.armed && atLow && dropped && buyable(change.availability)) {
        return { fires: true, track: { ...track, armed: false } };
      }
      const rearm = !track.armed && isClearlyAbove(price, change.lowestPrice);
      return { fires: false, track: { ...track, armed: track.armed || rearm } };
    }
  }
}
