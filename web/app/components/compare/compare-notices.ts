import type { CompareResult } from '@bli/contracts';
import { MAX_COMPARED } from '@bli/domain';

/** What the URL asked for that is not shown, in words. */
export function compareNotices(result: CompareResult): string[] {
  const notices: string[] = [];
  const list = (slugs: string[]) => slugs.map((slug) => `“${slug}”`).join(', ');
  if (result.unknown.length) {
    notices.push(`We couldn\u2019t find ${list(result.unknown)}, so it was left out.`);
  }
  if (result.duplicates.length) {
    notices.push(`${list(result.duplicates)} was listed more than once; it is shown once.`);
  }
  if (result.overLimit.length) {
    notices.push(
      `You can compare up to ${MAX_COMPARED} laptops: ${list(result.overLimit)} was left out.`,
    );
  }
  return notices;
}
