/**
 * Back to a form that was hidden (a prepared e-mail's "Change the details"): the button that had the keyboard
 * focus goes away, so the focus goes to the form itself (it has `tabIndex={-1}` and a name), which a screen reader
 * announces, and the next Tab reaches its first field. Not to a field: the first one may be a Remove button. In the
 * next frame, once the form is shown again.
 */
export function focusShownForm(form: HTMLFormElement | null): void {
  window.requestAnimationFrame(() => form?.focus())
}
