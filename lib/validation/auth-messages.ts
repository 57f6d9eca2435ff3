/**
 * What sign-in, sign-up and logout say. Kept apart from the zod schemas so the header's Account menu can show
 * a logout message without shipping the validation library on every page.
 */
export const AUTH_MESSAGES = {
  // Spec section 8 (verbatim)
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  loginFailed: 'Failed to login. Please check your credentials.',
  welcomeBack: 'Welcome back!',
  alreadyRegistered: 'This email is already registered. Please login instead.',
  signUpFailed: 'Failed to create account. Please try again.',
  accountCreated: 'Account created! Please check your email to verify your account.',
  // Cases the spec leaves open
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter your password',
  notConfigured: 'Sign-in is not available on this site yet: no account service is configured.',
  signedOutHereOnly: 'Signed out on this device',
  signedOutHereOnlyDetail: 'We could not reach the account service, so your other devices may still be signed in. Log in and out again later to sign them out.',
} as const
