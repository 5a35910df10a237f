/**
 * The slug rule: split into words, lower-case, join with hyphens, URL-encode; empty when
 * there are no words.
 */
export function slugify(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  return encodeURIComponent(words.join('-').toLowerCase());
}

/** Public job link: /job-boerse/{title-slug}-{jobId}. */
export function jobUrl(title: string, id: number): string {
  const slug = slugify(title);
  return `/job-boerse/${slug ? `${slug}-` : ''}${id}`;
}
