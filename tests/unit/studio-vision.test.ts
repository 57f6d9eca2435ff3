import { describe, expect, it } from 'vitest'

import { toolsFor } from '@/studio/vision-access'

/** Vision (raw GROQ over the whole dataset) is in the navbar for administrators only. */

const tools = [{ name: 'presentation' }, { name: 'structure' }, { name: 'vision' }]
const user = (...roles: string[]) => ({ roles: roles.map((name) => ({ name, title: name })) })

describe('the Studio tools a user sees', () => {
  it('include Vision for an administrator', () => {
    expect(toolsFor(tools, user('administrator')).map((tool) => tool.name)).toEqual([
      'presentation',
      'structure',
      'vision',
    ])
  })

  it('leave Vision out for editors, contributors and viewers, and without a user', () => {
    for (const someone of [user('editor'), user('contributor', 'viewer'), user(), null]) {
      expect(toolsFor(tools, someone).map((tool) => tool.name)).toEqual(['presentation', 'structure'])
    }
  })
})
