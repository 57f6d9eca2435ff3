/**
 * After a form is refused, the keyboard focus goes to the first field in error (in the form's order), so the
 * parent hears its message and can mend it without looking for it. In the next frame: the error text is drawn and
 * tied to the field (aria-describedby) by then.
 */
export function focusFirstError(form: HTMLFormElement | null, fields: Iterable<string>): void {
  const names = new Set(fields)
  if (!form || names.size === 0) return
  window.requestAnimationFrame(() => {
    const first = Array.from(form.elements).find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && names.has(element.getAttribute('name') ?? ''),
    )
    first?.focus()
  })
}
