import { useQuery } from '@tanstack/react-query';
import { TextField } from '../layout/form-field';
import { postAuthorsQuery } from './posts.queries';
import { STATE_LABELS } from './state-badge';

/**
 * A post's author by slug, offering every author of the Authors editor: one whose page is not
 * live is marked, since a live post links to its author's page.
 */
export function PostAuthorField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (slug: string) => void;
}) {
  const authors = useQuery(postAuthorsQuery);
  const choices = authors.data ?? [];
  const picked = choices.find((author) => author.slug === value.trim());
  return (
    <>
      <TextField
        label="Author (slug)"
        list="post-authors"
        value={value}
        error={error}
        hint={
          picked && picked.state !== 'published'
            ? `${picked.name}'s page is not live (${STATE_LABELS[picked.state]}): publish it before the post links to it`
            : undefined
        }
        onChange={(event) => onChange(event.target.value)}
        required
      />
      <datalist id="post-authors">
        {choices.map((author) => (
          <option key={author.slug} value={author.slug}>
            {author.state === 'published'
              ? author.name
              : `${author.name} (${STATE_LABELS[author.state]})`}
          </option>
        ))}
      </datalist>
    </>
  );
}
