import { slugSchema } from '@bli/contracts';
import type { Route } from './+types/alerts-new';
import { setAlert } from '../components/alerts/laptop-alert.server';
import { PRIVATE_ANSWER_HEADERS } from '../lib/alerts/alert-page-headers';

/**
 * Where the laptop page's "Alert me" form posts once its script runs (fetch, JSON answer): the
 * same request as the page's own action, which the form posts to without JavaScript. A
 * resource route, so that the form needs none of React Router's client code for submissions
 * (each piece of it used anywhere is first-load JavaScript on every page).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const slug = slugSchema.safeParse(form.get('laptop'));
  if (!slug.success) {
    return Response.json(
      { error: 'laptop is not a laptop' },
      { status: 400, headers: PRIVATE_ANSWER_HEADERS },
    );
  }
  const { result, status } = await setAlert(request, slug.data, form);
  return Response.json(result, { status, headers: PRIVATE_ANSWER_HEADERS });
}
