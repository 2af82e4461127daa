import { createToaster } from '@chakra-ui/react';
import { ToasterView } from './toaster-view';

/** The app's one toaster: messages from the error catalogue and confirmations. */
export const toaster = createToaster({
  placement: 'top',
  // below the screen's header (3 rem): a message never covers its Back button or its actions
  offsets: { top: '3.5rem', bottom: '1rem', left: '1rem', right: '1rem' },
  pauseOnPageIdle: true,
  max: 3,
  // every message stays 5 s (a confirmation such as "Order placed." would otherwise go after 2 s,
  // before a trader has read it); a loading toast would go after 5 s too: give it its own duration
  duration: 5000,
});

/**
 * The toasts. Their view is part of the start-up bundle on purpose: a toast must show when nothing
 * else can load ("You are offline. Nothing was sent." is the one message that arrives offline), so
 * its code cannot wait for the first toast to download.
 */
export const Toaster = () => <ToasterView toaster={toaster} />;
