/**
 * The props that have a value. A server component writes every prop it gives an element or a client component into
 * the page's RSC payload, an undefined one as `"$undefined"`: on a page of cards, once per card and prop.
 */
export function definedOnly<T extends Record<string, unknown>>(props: T): Partial<T> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<T>
}
