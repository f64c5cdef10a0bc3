import { Button } from '@bli/ui';
import { ArrowDown } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A plain "#laptops" link: the browser scrolls to the list (smoothly, unless the shopper prefers
 * reduced motion: app.css) and moves the focus there, with or without JavaScript.
 */
export function ScrollToList({
  children,
  variant = 'primary',
}: {
  children: ReactNode;
  variant?: 'primary' | 'outline';
}) {
  return (
    <Button asChild size="lg" variant={variant}>
      <a href="#laptops">
        {children} <ArrowDown className="h-4 w-4" aria-hidden="true" />
      </a>
    </Button>
  );
}
