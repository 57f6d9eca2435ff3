import { describe, expect, it } from 'vitest'

import { childrenOnAccount, enrolledLearnersLine } from '@/lib/family/enrolled-learners'

const learners = [{ displayName: 'Amara' }, { displayName: 'kofi' }, { displayName: 'Zawadi' }]

describe('childrenOnAccount', () => {
  it("answers the enrolment's children who are the family's learners, case aside, in the order's order", () => {
    expect(childrenOnAccount([{ firstName: 'Kofi' }, { firstName: 'Nia' }, { firstName: 'Amara' }], learners)).toEqual([
      'Kofi',
      'Amara',
    ])
  })

  it('answers nobody before the family is read, or for a family without them', () => {
    expect(childrenOnAccount([{ firstName: 'Kofi' }], [])).toEqual([])
    expect(childrenOnAccount([{ firstName: 'Efua' }], learners)).toEqual([])
  })
})

describe('enrolledLearnersLine', () => {
  it('names the children this page added', () => {
    expect(enrolledLearnersLine(['Efua', 'Kwame'], ['Efua', 'Kwame'])).toBe(
      'Added to your family account as learners: Efua, Kwame.',
    )
  })

  it('names the learners the family has when the payment added them, or they were learners before', () => {
    expect(enrolledLearnersLine([], ['Amara', 'Kofi'])).toBe('On your family account as learners: Amara, Kofi.')
  })

  it('says nothing when none of the children is a learner (someone else’s order, a family at its cap)', () => {
    expect(enrolledLearnersLine([], [])).toBe('')
  })
})
