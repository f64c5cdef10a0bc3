import { Button, cn } from '@bli/ui';
import { Check, Link2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../use-hydrated';
import { copyText, legacyCopy, SHARE_MESSAGE_MS } from './share';

type Status = 'idle' | 'copied' | 'failed';

/**
 * Copies the page's address. "Link copied" shows for 3 seconds (docs/product-rules.md §9) in a polite live
 * region; if no copy method works, the address is shown selected so it can be copied by hand.
 * Disabled until the page is interactive (it needs JavaScript).
 */
export function ShareButton({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>('idle');
  // Bumped on every copy so a second click restarts the 3-second message.
  const [copies, setCopies] = useState(0);
  const [url, setUrl] = useState('');
  const fallbackInput = useRef<HTMLInputElement>(null);

  // The timer lives in an effect keyed on the copy, so re-running effects can never leave the
  // message stuck on screen.
  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus('idle'), SHARE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status, copies]);
  useEffect(() => {
    if (status === 'failed') fallbackInput.current?.select();
  }, [status]);

  async function share() {
    const href = window.location.href;
    const result = await copyText(
      href,
      typeof navigator !== 'undefined' ? navigator.clipboard : undefined,
      legacyCopy,
    );
    setUrl(href);
    setStatus(result);
    if (result === 'copied') setCopies((n) => n + 1);
  }

  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => void share()}
        disabled={!hydrated}
        aria-describedby="share-status"
      >
        {status === 'copied' ? (
          <Check className="h-4 w-4 text-green-600" aria-hidden="true" />
        ) : (
          <Link2 className="h-4 w-4" aria-hidden="true" />
        )}
        Share this article
      </Button>
      <span id="share-status" role="status" aria-live="polite" className="text-sm">
        {status === 'copied' && <span className="font-medium text-green-700">Link copied</span>}
      </span>
      {status === 'failed' && (
        <label className="flex w-full flex-col gap-1 text-sm text-slate-600 sm:w-auto">
          Copy this link:
          <input
            ref={fallbackInput}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900 sm:w-96"
          />
        </label>
      )}
    </div>
  );
}
