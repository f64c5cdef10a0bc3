import { Button } from '@bli/ui';

/** Offers back the unsaved changes this browser kept (after a new login, a closed tab). */
export function KeptDraftBanner({
  onRestore,
  onDiscard,
}: {
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      This browser kept changes you had not saved.
      <Button type="button" size="sm" variant="outline" onClick={onRestore}>
        Bring them back
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDiscard}>
        Discard them
      </Button>
    </div>
  );
}
