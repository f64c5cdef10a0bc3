/** docs/product-rules.md §9: the "Link copied" message stays for 3 seconds. */
export const SHARE_MESSAGE_MS = 3000;

export type CopyResult = 'copied' | 'failed';

interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

/**
 * Copies text with the async clipboard API; when it is missing or refuses (older browsers,
 * plain-http pages, denied permission) tries the legacy copy command. Never throws.
 */
export async function copyText(
  text: string,
  clipboard: ClipboardLike | undefined,
  legacyCopy: (text: string) => boolean,
): Promise<CopyResult> {
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return 'copied';
    } catch {
      // fall through to the legacy path
    }
  }
  try {
    return legacyCopy(text) ? 'copied' : 'failed';
  } catch {
    return 'failed';
  }
}

/** document.execCommand('copy') from an off-screen text area (deprecated, but widely supported). */
export function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}
