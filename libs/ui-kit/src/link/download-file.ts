/**
 * Downloads a file under the given name. Fetching it first lets the browser save files from another
 * origin (the CMS media host), where `<a download>` alone would just open them.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Download of ${url} failed with status ${response.status}`);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The click only starts the download; releasing the URL in the same task can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
