'use client'

import type { ReactNode } from 'react'

import { ConfirmationPage } from '@/app/_components/commerce/orders/ConfirmationPage'
import { enrolmentHeading } from '@/lib/commerce/confirmation-headings'
import { useOrderStatus } from '@/lib/commerce/use-order-status'

import { EnrolmentStatus } from './EnrolmentStatus'

type Props = {
  welcome: string
  contactEmail: string
  links: { href: string; label: string }[]
  children: ReactNode
}

/** The enrolment confirmation: the order is read once, and both the heading and the status box follow it. */
export function EnrolmentConfirmation({ welcome, contactEmail, links, children }: Props) {
  const view = useOrderStatus()
  const { heading, intro } = enrolmentHeading(view, welcome)
  return (
    <ConfirmationPage heading={heading} intro={intro ?? undefined} links={links}>
      <EnrolmentStatus view={view} contactEmail={contactEmail} />
      {children}
    </ConfirmationPage>
  )
}
