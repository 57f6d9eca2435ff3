/**
 * User-facing validation messages, shared by the site's forms and the Edge Functions. Every one is quoted in
 * docs/behaviour.md#validation-limits-and-messages; change both together.
 */
export const MESSAGES = {
  // The forms' field messages and the shop's and downloads' refusals
  invalidEmail: 'Invalid email address',
  emailTooLong: 'Email must be less than 254 characters',
  firstNameTooLong: 'First name must be less than 50 characters',
  lastNameTooLong: 'Last name must be less than 50 characters',
  invalidDonationAmount: 'Please enter a valid donation amount',
  cartEmpty: 'Cart is empty',
  cartEmptyDescription: 'Add items before checkout.',
  downloadNotAvailable: 'Download link not available',
  authenticationRequired: 'Authentication required',
  downloadLinkFailed: 'Failed to generate secure download link',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  nameCharacters: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  phoneRequired: 'Phone number is required',
  phoneTooLong: 'Phone number must be less than 20 characters',
  phoneCharacters: 'Phone number can only contain digits, spaces, and ()+-',
  positionRequired: 'Please select a position',
  experienceTooShort: 'Please provide at least 10 characters describing your experience',
  motivationTooShort: 'Please provide at least 10 characters describing your motivation',
  experienceTooLong: 'Experience must be less than 2000 characters',
  motivationTooLong: 'Motivation must be less than 2000 characters',
  resumeRequired: 'Please upload your resume',
  resumeTooLarge: 'Resume must be less than 5MB',

  // Further cases: wrong types, unknown plans and products, limits, résumé content, rate limits
  invalidFirstName: 'First name must be text',
  invalidLastName: 'Last name must be text',
  invalidRequest: 'Invalid request',
  invalidPlan: 'Please choose one of the listed plans',
  invalidPrice: 'Invalid price',
  planPriceChanged: 'The price of this plan has changed. Please refresh the page and try again.',
  invalidProduct: 'Invalid product',
  productNotFound: 'Product not found',
  invalidCartItem: 'One or more cart items are invalid',
  cartItemUnavailable: 'One or more items in your cart are no longer available',
  invalidQuantity: 'Quantity must be between 1 and 99',
  tooManyCartLines: 'Your cart has too many different items',
  orderTooSmall: 'The order total must be at least $0.50',
  invalidSessionId: 'Invalid order reference',
  resumeType: 'Resume must be a PDF, DOC or DOCX file',
  resumeContent: 'The resume file does not look like a PDF, DOC or DOCX document',
  tooManyApplications: 'Too many applications from this email address. Please try again later.',
  tooManyApplicationsFromClient: 'Too many applications from this network. Please try again later.',
  firstNameCharacters: 'First name contains characters that are not allowed',
  lastNameCharacters: 'Last name contains characters that are not allowed',
  experienceCharacters: 'Experience contains characters that are not allowed',
  motivationCharacters: 'Motivation contains characters that are not allowed',
  resumeFileNameCharacters: 'Resume file name contains characters that are not allowed',
  positionTooLong: 'Position must be less than 100 characters',
  positionCharacters: 'Position contains characters that are not allowed',
} as const

export type ValidationMessage = (typeof MESSAGES)[keyof typeof MESSAGES]
