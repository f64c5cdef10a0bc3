import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** What every replica must know about a retailer source: cool-downs and the last token balance. */
@Entity({ tableName: 'provider_states' })
export class ProviderState {
  /** creators-api or keepa. */
  @PrimaryKey({ type: 'string', length: 30 })
  provider!: string;

  /** Not asked before this time (e.g. after 403 AssociateNotEligible). */
  @Property({ type: 'datetime', nullable: true })
  unavailableUntil: Date | null = null;

  @Property({ type: 'text', nullable: true })
  unavailableReason: string | null = null;

  /** Keepa: balance, refill rate (per minute) and next refill as last reported. */
  @Property({ type: 'integer', nullable: true })
  tokensLeft: number | null = null;

  @Property({ type: 'integer', nullable: true })
  refillRate: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  refillAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastSuccessAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastErrorAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
