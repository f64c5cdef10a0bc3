import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The version of one data area of the public reads (`catalogue`, `content`): raised by each write
 * that changes it, read by every gateway replica to drop its cached copies (http/cache-versions.ts).
 */
@Entity({ tableName: 'cache_versions' })
export class CacheVersion {
  @PrimaryKey({ type: 'string', length: 32 })
  area!: string;

  @Property({ type: 'bigint' })
  version!: string;
}
