/** A laptop with an OLED panel: "OLED" as a word of its display specification. */
export const OLED_DISPLAY_SQL = `"specifications"->>'display' ~* '(^|[^a-z0-9_])oled([^a-z0-9_]|$)'`;

/**
 * The active laptops with an OLED panel, by id: the home page counts them from this small index
 * instead of reading every laptop's specifications (a regular expression per row).
 */
export const OLED_DISPLAY_INDEX_SQL =
  `create index "laptops_oled_display_index" on "catalogue"."laptops" ("id") ` +
  `where "is_active" and ${OLED_DISPLAY_SQL}`;
