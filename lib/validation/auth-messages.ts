/**
 * What sign-in, sign-up and logout say. Kept apart from the zod schemas so the header's Account menu and the
 * auth page can use them without loading the validation library.
 */

/** The shortest password sign-up accepts (docs/behaviour.md#auth). */
export const PASSWORD_MIN = 6

export const AUTH_MESSAGES = {
  // Failures and confirmations of sign-in and sign-up (quoted in docs/behaviour.md#auth)
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  loginFailed: 'Failed to login. Please check your credentials.',
  welcomeBack: 'Welcome back!',
  alreadyRegistered: 'This email is already registered. Please login instead.',
  signUpFailed: 'Failed to create account. Please try again.',
  accountCreated: 'Account created! Please check your email to verify your account.',
  // Further cases: empty fields, local mode, a sign-out that reached only this device
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter your password',
  unreachable: 'We could not reach the account service. Check your internet connection and try again.',
  serviceDown: 'The account service is not answering right now. Please try again in a few minutes.',
  notConfigured: 'Sign-in is not available on this site yet: no account service is configured.',
  signedOutHereOnly: 'Signed out on this device',
  signedOutHereOnlyDetail:
    'We could not reach the account service, so your other devices may still be signed in. Log in and out again later to sign them out.',
} as const
