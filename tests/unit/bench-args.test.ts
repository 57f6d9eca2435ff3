import { describe, expect, it } from 'vitest'

import { parseBenchArgs } from '../../scripts/bench/args'

describe('npm run bench arguments', () => {
  it('measures one run of every route in both modes, applied first, when given nothing', () => {
    expect(parseBenchArgs([])).toEqual({ runs: 1, routes: [], modes: ['applied', 'simulated'], http2: false })
  })

  it('takes runs, a route and one mode', () => {
    expect(parseBenchArgs(['--runs', '5', '--route', '/about', '--mode', 'simulated'])).toEqual({
      runs: 5,
      routes: ['/about'],
      modes: ['simulated'],
      http2: false,
    })
    expect(parseBenchArgs(['--route', '/', '--route', '/about']).routes).toEqual(['/', '/about'])
    expect(parseBenchArgs(['--mode', 'applied']).modes).toEqual(['applied'])
    expect(parseBenchArgs(['--mode=both']).modes).toEqual(['applied', 'simulated'])
  })

  it('serves the pages over HTTP/2 only when asked with --http2', () => {
    expect(parseBenchArgs(['--http2', '--mode', 'simulated'])).toEqual({
      runs: 1,
      routes: [],
      modes: ['simulated'],
      http2: true,
    })
    expect(() => parseBenchArgs(['--http2=no'])).toThrow(/does not take an argument/)
  })

  it('refuses a mode it does not have, naming the three it does', () => {
    expect(() => parseBenchArgs(['--mode', 'devtools'])).toThrow(/--mode takes applied, simulated, both/)
    expect(() => parseBenchArgs(['--mode', ''])).toThrow(/--mode takes applied, simulated, both/)
  })

  it('points the old --throttling option at --mode instead of reading it', () => {
    expect(() => parseBenchArgs(['--throttling', 'simulate'])).toThrow(
      /--throttling is gone: use --mode applied \(was devtools\) or --mode simulated/,
    )
    expect(() => parseBenchArgs(['--throttling=devtools'])).toThrow(/--throttling is gone/)
  })

  it('refuses a run count outside 1-25, a route that is not a path, and an unknown option', () => {
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow(/--runs must be a whole number from 1 to 25/)
    expect(() => parseBenchArgs(['--runs', '26'])).toThrow(/--runs must be a whole number from 1 to 25/)
    expect(() => parseBenchArgs(['--route', 'about'])).toThrow(/--route takes a path/)
    expect(() => parseBenchArgs(['--route', '/', '--route', 'about'])).toThrow(/--route takes a path/)
    expect(() => parseBenchArgs(['--modes', 'both'])).toThrow(/Unknown option '--modes'/)
  })
})
