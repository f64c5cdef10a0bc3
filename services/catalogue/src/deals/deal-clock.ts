/**
 * Time as the deals see it: whether a deal is live is decided at read time, so tests give a
 * clock they set by hand and watch a deal end at its instant.
 */
export abstract class DealClock {
  abstract now(): Date;
}

export class SystemDealClock extends DealClock {
  now(): Date {
    return new Date();
  }
}
