'use client'

import { useRef, useState } from 'react'

/**
 * A form that ends in a prepared e-mail (payments by e-mail): what the e-mail is made of once the form is sent, the
 * props that hide the form meanwhile, and "Change the details", which brings the form back. Its button goes away
 * with the e-mail, so the keyboard focus goes to the form itself (named, `tabIndex={-1}`), which a screen reader
 * announces, and the next Tab enters it: not to its first field, which may be a Remove button. In the next frame,
 * once the form is shown again.
 */
export function usePreparedEmail<T>() {
  const [prepared, setPrepared] = useState<T | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  return {
    prepared,
    prepare: (request: T) => setPrepared(request),
    back: () => {
      setPrepared(null)
      window.requestAnimationFrame(() => formRef.current?.focus())
    },
    formProps: { ref: formRef, tabIndex: -1, hidden: prepared !== null },
  }
}
