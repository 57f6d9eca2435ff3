import type { CurrentUser } from 'sanity'

/** The Vision tool's name, set on the plugin so the rule below finds it. */
export const VISION_TOOL_NAME = 'vision'
export const ADMINISTRATOR_ROLE = 'administrator'

/**
 * Vision runs any GROQ query against the whole dataset, drafts included: a tool for administrators, not
 * for the staff who edit pages, so the navbar offers it only to them.
 */
export function toolsFor<Tool extends { name: string }>(
  tools: readonly Tool[],
  user: Pick<CurrentUser, 'roles'> | null | undefined,
): Tool[] {
  const administrator = user?.roles.some((role) => role.name === ADMINISTRATOR_ROLE) ?? false
  return administrator ? [...tools] : tools.filter((tool) => tool.name !== VISION_TOOL_NAME)
}
