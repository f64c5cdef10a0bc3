import type { UseCase } from '@bli/contracts';
import { LinkChips } from '../link-chips';

/** Links to the other use-case lists and the hub. */
export function OtherUseCases({ current, useCases }: { current: string; useCases: UseCase[] }) {
  const links = useCases
    .filter((useCase) => useCase.slug !== current)
    .map((useCase) => ({
      to: useCase.path,
      label: useCase.title.replace(/^Best Laptops /, 'Laptops '),
    }));
  return (
    <LinkChips
      id="other-use-cases-heading"
      title="Laptops for other uses"
      links={[...links, { to: '/use-cases', label: 'All use cases' }]}
    />
  );
}
