import { providerTimeAttribute } from '../domain/provider-time';
import { useProviderTime } from '../lib/use-provider-time';

/**
 * One time the provider sent, as every screen shows it: a `<time>` whose text is the instant in the
 * device's zone (useProviderTime) and whose `datetime` is that instant in UTC; `fallback` when there
 * is none, the text itself when it is no time the app can read.
 */
export const ProviderTime = ({ value, fallback = '—' }: { value: string | null | undefined; fallback?: string }) => {
  const format = useProviderTime();
  if (value === null || value === undefined || value.trim() === '') return <>{fallback}</>;
  const attribute = providerTimeAttribute(value);
  if (attribute === null) return <>{value}</>;
  return (
    <time dateTime={attribute} data-testid="provider-time">
      {format(value)}
    </time>
  );
};
