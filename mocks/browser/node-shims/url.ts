/** node:url's fileURLToPath for the browser (demo build only): the path of the URL. */
export function fileURLToPath(url: string | URL): string {
  return decodeURIComponent((typeof url === 'string' ? new URL(url, 'file:///') : url).pathname);
}
