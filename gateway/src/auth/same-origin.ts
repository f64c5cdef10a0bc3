/** What the origin check needs to know about a request. */
export interface OriginFacts {
  origin?: string;
  referer?: string;
  /** The origin the request was sent to, as the proxy saw it (`proto://host[:port]`). */
  requestOrigin: string;
}

function originOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const { protocol, origin } = new URL(url);
  return protocol === 'http:' || protocol === 'https:' ? origin : null;
}

/**
 * True when a request comes from a page of our own origin: its Origin header (or, without one,
 * its Referer) names one of the allowed origins, or (when none are configured) the origin the
 * request itself was sent to. A request with neither header is refused: browsers send Origin on
 * every state-changing fetch, so only a non-browser client lacks it, and it can set one.
 */
export function isSameOrigin(facts: OriginFacts, allowedOrigins: readonly string[]): boolean {
  const claimed = facts.origin ?? facts.referer;
  if (!claimed || claimed === 'null') return false;
  const origin = originOf(claimed);
  if (!origin) return false;
  const allowed = allowedOrigins.length > 0 ? allowedOrigins : [facts.requestOrigin];
  return allowed.some((candidate) => originOf(candidate) === origin);
}

/**
 * With an admin origin (ADMIN_ORIGIN): true only for a request sent to it (the Host and scheme the
 * edge saw) that, when it says where it comes from (Origin, else Referer), comes from it too.
 * Without one, every request passes (shop and admin share the origin).
 */
export function isForAdminOrigin(facts: OriginFacts, adminOrigin: string | null): boolean {
  if (adminOrigin === null) return true;
  if (originOf(facts.requestOrigin) !== adminOrigin) return false;
  const claimed = facts.origin ?? facts.referer;
  return claimed === undefined || originOf(claimed) === adminOrigin;
}
