import { z } from 'zod';
import { definePattern } from '../common/pattern';
import {
  alertAcceptedSchema,
  alertCreateSchema,
  alertIdRequestSchema,
  alertsConfirmedSchema,
  alertsOfAddressSchema,
  alertStatsSchema,
  alertTokenBodySchema,
  alertUnsubscribedSchema,
  alertUpdateSchema,
  managedAlertSchema,
  pushKeySchema,
} from './alerts.schema';

const idAndToken = alertIdRequestSchema.extend(alertTokenBodySchema.shape).strict();

/** Every request/reply message the alerts service answers, in the queue group "alerts". */
export const AlertsPatterns = {
  create: definePattern('alerts.create', alertCreateSchema, alertAcceptedSchema),
  confirm: definePattern('alerts.confirm', alertTokenBodySchema, alertsConfirmedSchema),
  manage: definePattern('alerts.manage', alertTokenBodySchema, alertsOfAddressSchema),
  update: definePattern(
    'alerts.update',
    alertIdRequestSchema.extend(alertUpdateSchema.shape).strict(),
    managedAlertSchema,
  ),
  remove: definePattern('alerts.remove', idAndToken, alertUnsubscribedSchema),
  removeAll: definePattern('alerts.remove-all', alertTokenBodySchema, alertUnsubscribedSchema),
  unsubscribe: definePattern('alerts.unsubscribe', alertTokenBodySchema, alertUnsubscribedSchema),
  pushKey: definePattern('alerts.push-key', z.object({}).strict(), pushKeySchema),
  stats: definePattern('alerts.stats', z.object({}).strict(), alertStatsSchema),
} as const;
