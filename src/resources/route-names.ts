// The names of the routes every collection has, built in one place: crud.ts and form-pages.ts name
// their routes with them, and the pages key their renderers by them, so a rename here renames both
// and a page can never be left behind on a name no route answers to (issue 15).

/**
 * The resource routes (crud.ts) and the form routes (form-pages.ts) of a collection, by what they do.
 * The read route is named for the resource call itself: `location`, `reading`.
 */
export function collectionRouteNames<Call extends string>(call: Call) {
  return {
    list: `${call}-list`,
    create: `${call}-create`,
    read: call,
    replace: `${call}-replace`,
    patch: `${call}-patch`,
    delete: `${call}-delete`,
    new: `${call}-new`,
    edit: `${call}-edit`,
  } as const;
}

export type CollectionRouteNames<Call extends string = string> = ReturnType<typeof collectionRouteNames<Call>>;
