import { runFeedWorker } from './feed-worker-core';

// The worker's entry: the market socket runs here, off the page's thread (worker-feed.ts).
runFeedWorker(self);
