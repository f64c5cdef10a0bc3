/** What a route module may say in its `handle` about the document it is rendered in. */
export interface DocumentHandle {
  /**
   * `false`: the document is server HTML alone, with no script of ours or the tag manager's
   * (an operator's preview, served on the admin host: nothing of the shop's runs there).
   */
  scripts?: false;
}

/** The document loads its scripts unless a matched route says it must not. */
export function runsScripts(matches: readonly { handle?: unknown }[]): boolean {
  return !matches.some((match) => (match.handle as DocumentHandle | undefined)?.scripts === false);
}
