/**
 * A screen's code that could not be downloaded: the connection dropped while it loaded, or a new
 * deploy removed the old chunk. Browsers word it differently; all of them say "module".
 */
export const isChunkLoadError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css|failed to load module script/i.test(
    error.message,
  );
};
