/**
 * What a Sanity project's settings look like, in one place for every reader of them: the site's content
 * settings (lib/content/env.ts), the embedded Studio's request-time settings, the seed script and the
 * Studio's own clients. No zod here, so the Studio bundle can import it.
 */

/** The Content Lake API version the site, the Studio and the seed speak (a dated version pins behaviour). */
export const SANITY_API_VERSION = '2025-10-01'

/** A project id: lower-case letters, digits and dashes, starting with a letter or digit. */
export const PROJECT_ID_PATTERN = /^[a-z0-9][-a-z0-9]*$/

/** A dataset name: lower-case letters, digits, "_" and "-", starting with a letter or digit, at most 64 characters. */
export const DATASET_PATTERN = /^[a-z0-9][-_a-z0-9]{0,63}$/

/** An API version: a date (with or without a leading v), or 1 / X. */
export const API_VERSION_PATTERN = /^(\d{4}-\d{2}-\d{2}|v\d{4}-\d{2}-\d{2}|1|X)$/
