import {
  CatalogueApi,
  ContentApi,
  type AdminPost,
  type NewPost,
  type PostChanges,
} from '@bli/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';
import { authorChoicesOf } from './author-choices';
import type { EditorialListQuery } from './editorial-list-page';
import { entriesKey } from './entries.queries';

export const POSTS_PAGE_SIZE = 20;

/** Every post query sits under ['admin', 'posts']: a change invalidates them by that prefix. */
export const POSTS_KEY = ['admin', 'posts'];
export const postKey = (id: number) => [...POSTS_KEY, 'one', id];
export const revisionsKey = (id: number) => [...POSTS_KEY, 'revisions', id];

export function postListQuery(query: EditorialListQuery) {
  return queryOptions({
    queryKey: [...POSTS_KEY, 'list', query],
    queryFn: () =>
      apiCall(ContentApi.adminPostsList, { params: { ...query, pageSize: POSTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function postQuery(id: number) {
  return queryOptions({
    queryKey: postKey(id),
    queryFn: () => apiCall(ContentApi.adminPost, { params: { id } }),
  });
}

export function revisionsQuery(id: number) {
  return queryOptions({
    queryKey: revisionsKey(id),
    queryFn: () => apiCall(ContentApi.adminPostRevisions, { params: { id } }),
  });
}

/** The post's audit log, newest first; under the post's key, so each change refreshes it. */
export function postAuditQuery(id: number) {
  return queryOptions({
    queryKey: [...POSTS_KEY, 'audit', id],
    queryFn: () => apiCall(ContentApi.adminPostAudit, { params: { id } }),
  });
}

/** Laptops for the picker: words of the title or an ASIN, any state. */
export function laptopSearchQuery(q: string) {
  return queryOptions({
    queryKey: ['admin', 'laptops', 'picker', q],
    queryFn: () => apiCall(CatalogueApi.adminLaptopsList, { params: { q, pageSize: 8 } }),
    enabled: q.trim().length >= 2,
  });
}

/**
 * The authors a post may name, in every state (the picker marks those whose page is not live),
 * under the authors' key: creating or publishing an author refreshes them.
 */
export const postAuthorsQuery = queryOptions({
  queryKey: [...entriesKey('authors'), 'post-choices'],
  queryFn: async () => {
    const authors = await apiCall(ContentApi.adminEntriesList, {
      params: { kind: 'authors', pageSize: 100 },
    });
    return authorChoicesOf(authors.items);
  },
});

export const createPost = (body: NewPost): Promise<AdminPost> =>
  apiCall(ContentApi.adminPostCreate, { body });
export const updatePost = (id: number, body: PostChanges): Promise<AdminPost> =>
  apiCall(ContentApi.adminPostUpdate, { params: { id }, body });
export const publishPost = (id: number): Promise<AdminPost> =>
  apiCall(ContentApi.adminPostPublish, { params: { id } });
export const schedulePost = (id: number, publishAt: string): Promise<AdminPost> =>
  apiCall(ContentApi.adminPostSchedule, { params: { id }, body: { publishAt } });
export const unpublishPost = (id: number): Promise<AdminPost> =>
  apiCall(ContentApi.adminPostUnpublish, { params: { id } });
export const restoreRevision = (id: number, number: number): Promise<AdminPost> =>
  apiCall(ContentApi.adminPostRestore, { params: { id, number } });
