/** Time as the content service sees it; tests swap in a clock they set by hand. */
export abstract class ContentClock {
  abstract now(): Date;
}

export class SystemClock extends ContentClock {
  now(): Date {
    return new Date();
  }
}
