import { data } from 'react-router';
import { notFoundMeta } from '../components/page-meta';
import { PAGE_NOT_FOUND_TITLE, PageNotFound } from '../components/page-not-found';

/** Any path no route claims: the spec's texts, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return notFoundMeta(PAGE_NOT_FOUND_TITLE);
}

export default function NotFound() {
  return <PageNotFound />;
}
