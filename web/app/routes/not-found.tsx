import { data } from 'react-router';
import { PageNotFound, pageNotFoundMeta } from '../components/page-not-found';

/** Any path no route claims: the spec's texts, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return pageNotFoundMeta();
}

export default function NotFound() {
  return <PageNotFound />;
}
