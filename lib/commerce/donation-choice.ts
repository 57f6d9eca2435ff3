/** What the visitor picked on a donation button: a preset amount, or custom mode (no amount yet). */
export type DonationChoice = { mode: 'preset'; amount: number } | { mode: 'custom' }

export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
}
