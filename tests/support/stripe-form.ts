/** Decodes Stripe's form encoding (`a[b][0][c]=1`) into nested objects and arrays, values as strings. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue }

export function decodeStripeForm(body: string): { [key: string]: FormValue } {
  const root: { [key: string]: FormValue } = {}
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[')
    let node: { [key: string]: FormValue } | FormValue[] = root
    parts.forEach((part, index) => {
      const last = index === parts.length - 1
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '')
      const key: string | number = Array.isArray(node) ? Number(part) : part
      const container = node as Record<string | number, FormValue>
      if (last) {
        container[key] = value
        return
      }
      if (container[key] === undefined || typeof container[key] === 'string') container[key] = nextIsIndex ? [] : {}
      node = container[key] as { [key: string]: FormValue } | FormValue[]
    })
  }
  return root
}
