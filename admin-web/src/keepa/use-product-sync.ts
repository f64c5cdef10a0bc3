import { toast } from '@bli/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keepaSync } from './keepa.queries';

/**
 * docs/product-rules.md §4/§8 product sync of an asin list from the price-history API (Keepa): pending, then
 * "FolderSync completed" or "FolderSync failed"; after success the laptops list is asked again.
 */
export function useProductSync(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asins: string[]) => keepaSync({ asins }),
    onSuccess: () => {
      toast({
        title: 'FolderSync completed',
        description: 'Product data has been synchronized with the price-history API',
      });
      onSuccess?.();
      // The laptop list, the stats and the run log all move with new prices.
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: ['keepa', 'tokens'] });
    },
    onError: () => {
      toast({
        title: 'FolderSync failed',
        description: 'Failed to synchronize product data',
        variant: 'destructive',
      });
    },
  });
}
