/**
 * What /enrollment-success says of an enrolment's children once it is paid and the parent is signed in
 * (docs/behaviour.md#confirmation-pages). Names are matched as the database matches them when it turns an order's
 * children into learners: case aside.
 */
const sameName = (a: string, b: string): boolean => a.toLocaleLowerCase() === b.toLocaleLowerCase()

/** The enrolment's children who are learners of the family, in the order's order. */
export function childrenOnAccount(
  children: readonly { readonly firstName: string }[],
  learners: readonly { readonly displayName: string }[],
): string[] {
  return children
    .map((child) => child.firstName)
    .filter((name) => learners.some((learner) => sameName(learner.displayName, name)))
}

/**
 * The line under "Your children": the names this page's claim added (a guest who then created the account), or,
 * when the payment itself made them learners or they were learners before, the ones the family now has. Empty
 * when neither (not signed in, someone else's order, or a family already at its cap of learners).
 */
export function enrolledLearnersLine(added: readonly string[], onAccount: readonly string[]): string {
  if (added.length > 0) return `Added to your family account as learners: ${added.join(', ')}.`
  if (onAccount.length > 0) return `On your family account as learners: ${onAccount.join(', ')}.`
  return ''
}
