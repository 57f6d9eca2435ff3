import { describe, expect, it } from 'vitest'

import { parseBenchArgs } from '../../scripts/bench/args'

describe('npm run bench arguments', () => {
  it('measures one run of every route, throttled in Chromium, when given nothing', () => {
    expect(parseBenchArgs([])).toEqual({ runs: 1, route: null, throttling: 'devtools' })
  })

  it('takes runs, a route and Lighthouse’s simulated throttling', () => {
    expect(parseBenchArgs(['--runs', '5', '--route', '/about', '--throttling', 'simulate'])).toEqual({
      runs: 5,
      route: '/about',
      throttling: 'simulate',
    })
  })

  it('refuses a throttling method Lighthouse does not have, naming the two it does', () => {
    expect(() => parseBenchArgs(['--throttling', 'provided'])).toThrow(/--throttling takes devtools or simulate/)
  })

  it('refuses a run count outside 1-25 and a route that is not a path', () => {
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow(/--runs must be a whole number from 1 to 25/)
    expect(() => parseBenchArgs(['--route', 'about'])).toThrow(/--route takes a path/)
  })
})
