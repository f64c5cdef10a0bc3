/** Time as the alerts service sees it; tests swap in a clock they set by hand. */
export abstract class AlertsClock {
  abstract now(): Date;
}

export class SystemClock extends AlertsClock {
  now(): Date {
    return new Date();
  }
}
