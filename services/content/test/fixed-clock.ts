import { ContentClock } from '../src/editorial/clock';

/** A clock the test sets by hand. */
export class FixedClock extends ContentClock {
  constructor(public at: Date) {
    super();
  }
  now(): Date {
    return this.at;
  }
}
