import type { DataArea } from '@bli/contracts';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { FailureReport } from './failure-report';
import { InFlight } from './in-flight';

/** How often each replica reads the versions back. */
export const CACHE_VERSIONS_POLL_MS = 250;
/** Versions read longer ago than this are not trusted: the cache serves nothing meanwhile. */
const TRUSTED_FOR_MS = 2_000;
/** Changes heard from other processes within this long raise each version once. */
const HEARD_COALESCE_MS = 100;

/**
 * A version per data area (`gateway.cache_versions`) that every gateway replica shares: a write
 * that changes an area raises its version; each replica reads the versions every
 * `CACHE_VERSIONS_POLL_MS` and tells its micro-cache which areas changed, so a write through one
 * replica drops the copies every replica keeps of reads built from that data (its own at once,
 * the others' within the poll). One query per replica and poll, whatever the traffic.
 *
 * When the versions cannot be read, a replica cannot know what other replicas wrote: its copies
 * are not `trusted` until they can be again (its cache then serves nothing: every read goes to
 * the service), logged once.
 */
export class CacheVersions {
  private readonly versions = new Map<string, string>();
  private readAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private readonly failures: FailureReport;
  private readonly inFlight = new InFlight();
  private readonly heardAreas = new Set<DataArea>();
  private heardTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly orm: MikroORM,
    logger: Logger,
    private readonly onChange: (areas: readonly string[]) => void,
  ) {
    this.failures = new FailureReport(
      logger,
      'the response cache serves nothing: the cache versions in PostgreSQL cannot be read',
    );
  }

  /**
   * Reads the versions now and then every poll interval, until `close`. Resolves once the first
   * read is done (or has failed): until then no copy is trusted, so nothing is kept or served.
   */
  start(): Promise<void> {
    this.running = true;
    const poll = (): Promise<void> =>
      this.read().finally(() => {
        if (this.running)
          this.timer = setTimeout(() => void poll(), CACHE_VERSIONS_POLL_MS).unref();
      });
    return poll();
  }

  /** Stops polling; resolves once no read or write of the versions is running. */
  close(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    if (this.heardTimer) clearTimeout(this.heardTimer);
    this.timer = this.heardTimer = null;
    return this.inFlight.settled();
  }

  /** The versions are recent enough to trust a kept copy. */
  get trusted(): boolean {
    return Date.now() - this.readAt < TRUSTED_FOR_MS;
  }

  /** The versions of these areas as one string, to compare before and after a request. */
  stamp(areas: readonly DataArea[]): string {
    return areas.map((area) => this.versions.get(area) ?? '0').join('.');
  }

  /** A write changed these areas: raise their versions for every replica, and here at once. */
  async changed(areas: readonly DataArea[]): Promise<void> {
    try {
      const rows = await this.inFlight.track(
        this.orm.em.getConnection().execute<{ area: string; version: string }[]>(
          `insert into "gateway"."cache_versions" ("area", "version")
         values ${areas.map(() => '(?, 1)').join(', ')}
         on conflict ("area") do update set "version" = "cache_versions"."version" + 1
         returning "area", "version"`,
          [...areas],
        ),
      );
      this.update(rows);
    } catch (error) {
      // The other replicas keep their copies until they expire; this one drops its own.
      this.failures.failed(error);
      this.onChange(areas);
    }
  }

  /**
   * Another process changed these areas (an event heard on the bus, such as a price refresh's):
   * raise their versions as a write through here does, once for everything heard within
   * `HEARD_COALESCE_MS` (a refresh publishes an event per laptop it moved).
   */
  heard(areas: readonly DataArea[]): void {
    for (const area of areas) this.heardAreas.add(area);
    if (this.heardTimer || !this.running) return;
    this.heardTimer = setTimeout(() => {
      this.heardTimer = null;
      const changed = [...this.heardAreas];
      this.heardAreas.clear();
      void this.changed(changed);
    }, HEARD_COALESCE_MS);
  }

  private async read(): Promise<void> {
    try {
      const rows = await this.inFlight.track(
        this.orm.em
          .getConnection()
          .execute<{ area: string; version: string }[]>(
            `select "area", "version" from "gateway"."cache_versions"`,
          ),
      );
      this.update(rows);
      this.readAt = Date.now();
      this.failures.recovered();
    } catch (error) {
      this.failures.failed(error);
    }
  }

  private update(rows: readonly { area: string; version: string | number }[]): void {
    const changed: string[] = [];
    for (const row of rows) {
      const version = String(row.version);
      const known = this.versions.get(row.area);
      if (known === version) continue;
      // A version only rises: an older one read back by a slower query changes nothing.
      if (known !== undefined && BigInt(known) > BigInt(version)) continue;
      this.versions.set(row.area, version);
      changed.push(row.area);
    }
    if (changed.length > 0) this.onChange(changed);
  }
}
