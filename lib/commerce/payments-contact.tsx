'use client'

import { createContext, useContext, type ReactNode } from 'react'

import { paymentsByEmail } from './payments-mode'

const PaymentsContact = createContext<string | null>(null)

/**
 * The school's contact address (Site settings) for the shop's buttons, which sit deep in cards and on the product
 * page: where an order goes where this site takes payments by e-mail.
 */
export function PaymentsContactProvider({ email, children }: { email: string; children: ReactNode }) {
  return <PaymentsContact.Provider value={email}>{children}</PaymentsContact.Provider>
}

/** The address an order is e-mailed to, or null where this site takes payments online (or outside a provider). */
export function usePaymentsByEmail(): string | null {
  const email = useContext(PaymentsContact)
  return paymentsByEmail ? email : null
}
