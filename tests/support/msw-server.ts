import { setupServer } from 'msw/node';
import { generatedHandlers } from './msw-handlers';

/** The provider stand-in of the unit tests: the generated handlers; each test overrides what it needs. */
export const server = setupServer(...generatedHandlers());
