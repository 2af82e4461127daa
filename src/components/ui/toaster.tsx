import { createToaster } from '@chakra-ui/react';
import { ToasterView } from './toaster-view';

/** The app's one toaster: messages from the error catalogue and confirmations. */
export const toaster = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  max: 3,
});

/**
 * The toasts. Their view is part of the start-up bundle on purpose: a toast must show when nothing
 * else can load ("You are offline. Nothing was sent." is the one message that arrives offline), so
 * its code cannot wait for the first toast to download.
 */
export const Toaster = () => <ToasterView toaster={toaster} />;
