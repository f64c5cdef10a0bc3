/** Milliseconds since the epoch; tests pass a fake one to move time at will. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
