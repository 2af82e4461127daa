export const httpClient = async <T>(url: string, init: RequestInit): Promise<T> => {
  const r = await fetch(url, init);
  return (await r.json()) as T;
};
export type ErrorType<E> = Error & { body?: E };
export type BodyType<B> = B;
