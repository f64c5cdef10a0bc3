/**
 * A message that could not be handed over. `permanent`: trying again cannot help (the mail
 * server refused the address, the browser's subscription is gone); otherwise it is retried.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    /** The browser's push subscription no longer exists (404/410): stop pushing to it. */
    readonly gone = false,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}
