import type { AlertCondition } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { InvalidInputError } from '@bli/server-kit';

/** A target price must be below the laptop's price now: otherwise there is nothing to wait for. */
export function checkTargetBelow(condition: AlertCondition, price: number): void {
  if (condition.kind !== 'target-price' || condition.targetPrice < price) return;
  const message = `condition.targetPrice must be below the laptop's current price, ${formatInr(price)}`;
  throw new InvalidInputError(message, {
    fields: [{ field: 'condition.targetPrice', message }],
  });
}
