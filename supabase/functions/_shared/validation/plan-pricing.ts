/**
 * How a plan is priced for a family (docs/behaviour.md#enrolment): per child, with an optional discount for
 * each child after the first, or one price for the whole family. The enrolment dialog shows this total and
 * create-payment charges it, so both compute it here, in cents, the same way. No zod here: the plan cards use
 * the constants as the page loads.
 */

import { percentText } from './percent.ts'

export const PLAN_PRICINGS = ['perChild', 'perFamily'] as const
export type PlanPricingKind = (typeof PLAN_PRICINGS)[number]
export const DEFAULT_PLAN_PRICING: PlanPricingKind = 'perChild'

/** The Studio's bounds for a plan's sibling discount (whole percent) and its note. */
export const SIBLING_DISCOUNT_MAX = 50
export const SIBLING_NOTE_MAX = 80

/** The CMS's rule for one plan, as create-payment reads it and the dialog receives it. */
export interface PlanPricing {
  pricing: PlanPricingKind
  /** Whole percent off each child after the first; 0 when none (or for a per-family plan). */
  siblingDiscountPercent: number
}

/** A line of the charge: how many children at which monthly price (cents). */
export interface EnrolmentLine {
  quantity: number
  unitAmountCents: number
}

export interface EnrolmentTotal {
  totalCents: number
  /** One line, or two when a discount applies: the first child at full price, the others discounted. */
  lines: EnrolmentLine[]
  /** What the discount takes off the total, in cents (0 without one). */
  discountCents: number
}

/** The discount that applies to this rule: only per child, and only a whole percent from 0 to the maximum. */
export function effectiveSiblingDiscount(rule: PlanPricing): number {
  if (rule.pricing !== 'perChild') return 0
  const percent = rule.siblingDiscountPercent
  return Number.isInteger(percent) && percent > 0 && percent <= SIBLING_DISCOUNT_MAX ? percent : 0
}

/**
 * The first month for `children` children at `unitAmountCents` a month. Per child: one line of `children` at
 * the full price, or, with a sibling discount and more than one child, the first child at full price and the
 * others at the price less the discount (rounded to the cent), so the lines add up exactly to the total.
 * Per family: one line of one, whatever the number of children.
 */
export function enrolmentTotal(rule: PlanPricing, unitAmountCents: number, children: number): EnrolmentTotal {
  if (rule.pricing === 'perFamily') {
    return { totalCents: unitAmountCents, lines: [{ quantity: 1, unitAmountCents }], discountCents: 0 }
  }
  const percent = effectiveSiblingDiscount(rule)
  const full = unitAmountCents * children
  if (percent === 0 || children < 2) {
    return { totalCents: full, lines: [{ quantity: children, unitAmountCents }], discountCents: 0 }
  }
  const discounted = Math.round((unitAmountCents * (100 - percent)) / 100)
  const totalCents = unitAmountCents + discounted * (children - 1)
  return {
    totalCents,
    lines: [
      { quantity: 1, unitAmountCents },
      { quantity: children - 1, unitAmountCents: discounted },
    ],
    discountCents: full - totalCents,
  }
}

/** The rule in one sentence, as the dialog states it. */
export function pricingSentence(rule: PlanPricing): string {
  if (rule.pricing === 'perFamily') return 'One price for the whole family'
  const percent = effectiveSiblingDiscount(rule)
  return percent > 0 ? `${percentText(percent)} off each child after the first` : 'The same price for each child'
}

/** Beside the price on a plan card. */
export function pricingUnitLabel(pricing: PlanPricingKind): string {
  return pricing === 'perFamily' ? 'per family' : 'per child'
}
