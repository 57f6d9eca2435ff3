/** What the visitor picked on a donation button: a preset amount, or custom mode (no amount yet). */
export type DonationChoice = { mode: 'preset'; amount: number } | { mode: 'custom' }
