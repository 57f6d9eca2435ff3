import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'lib/content/sanity.types.ts',
      'studio/schema.json',
    ],
  },
  {
    rules: {
      // Dependencies point down: routes and components (app/) and tests use lib/, schemas/, studio/, supabase/ and
      // scripts/, never the other way round (README.md, Layout).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./lib', './schemas', './studio', './supabase', './scripts'],
              from: ['./app', './tests'],
              message: 'lib/, schemas/, studio/, supabase/ and scripts/ never import from app/ or tests/.',
            },
            {
              // The content door knows no domain: each domain's queries, loaders and map entries live in its folder.
              target: './lib/content',
              from: ['./lib/site', './lib/school', './lib/learning', './lib/blog', './lib/careers', './lib/commerce'],
              message: 'lib/content is the door for every domain and imports none of them.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                "Use Link from '@/app/_components/ui/Link': it prefetches when a visitor reaches for a link, not when it scrolls into view.",
            },
            {
              // Its types still list every icon (as `never`, so tsc stays quiet) but the module exports none.
              name: '@sanity/icons',
              message: "Import each icon from its own entry, e.g. import { UserIcon } from '@sanity/icons/User'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/_components/ui/Link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
]

export default config
