import { useParams } from 'react-router';
import { NotFoundPage } from '../layout/not-found-page';
import { entryListQuery } from './entries.queries';
import { EditorialListPage } from './editorial-list-page';
import { ENTRY_SCREENS, isEntryKind } from './entry-screens';

/** `/admin/content/{kind}`: one kind of entry in every state, searched, filtered and paged. */
export default function EntriesPage() {
  const { kind } = useParams();
  if (!isEntryKind(kind)) return <NotFoundPage />;
  const screen = ENTRY_SCREENS[kind];
  return (
    <EditorialListPage
      key={kind}
      heading={screen.plural}
      intro={`${screen.intro} Open one to edit, schedule, publish or restore a revision.`}
      newLabel={`New ${screen.one}`}
      basePath={`/content/${kind}`}
      noun={screen.many}
      listQuery={(query) => entryListQuery(kind, query)}
      pathOf={(entry) => entry.path}
    />
  );
}
