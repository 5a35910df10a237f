import type { SearchHit } from '@jobpoint/search-client';

/** A hit's title with its matches marked: the snippet of the name, else its highlight, else as stored. */
export function hitTitle(hit: SearchHit): string {
  if (hit.type === 'job') {
    return hit._snippetResult?.name?.value ?? hit._highlightResult?.title?.value ?? hit.title;
  }
  return hit._snippetResult?.name?.value ?? hit._highlightResult?.name?.value ?? hit.name;
}

/** A hit's text: the snippet around its matches, else the stored text. */
export function hitText(hit: SearchHit): string {
  const snippets = hit._snippetResult;
  if (hit.type === 'job') {
    return snippets?.description?.value ?? hit.description;
  }
  return snippets?.content?.value ?? snippets?.description?.value ?? hit.content;
}

/** A job's company logo, or a content hit's image. */
export function hitImage(hit: SearchHit): string | null {
  return hit.type === 'job' ? hit.company.logo_url : hit.imageURL;
}
