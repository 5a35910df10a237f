/**
 * Spec §2: a navigation item is selected when the current path equals its path or starts with it; the
 * root path is selected only on the root route. "Starts with" respects path segments, so `/job` does not
 * select on `/job-boerse`.
 */
export function isNavItemSelected(itemPath: string | null | undefined, currentPath: string): boolean {
  if (!itemPath) {
    return false;
  }
  const item = stripTrailingSlash(itemPath);
  const current = stripTrailingSlash(currentPath);
  // The root item needs no case of its own: no path of the site starts with `//`.
  return current === item || current.startsWith(`${item}/`);
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}
