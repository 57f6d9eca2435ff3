/**
 * The words of the 404 page: inside the site frame (app/(site)/not-found.tsx) and, for addresses outside it, on its
 * own (app/not-found.tsx).
 */
export const NOT_FOUND_PAGE = {
  code: '404',
  heading: 'Oops! Page not found',
  body: 'The page you are looking for has moved or never existed.',
  home: 'Return to Home',
} as const
