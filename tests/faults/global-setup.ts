import { clear } from './print-matrix';

export default function globalSetup(): void {
  clear();
}
