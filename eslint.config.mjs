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
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                "Use Link from '@/app/_components/frame/Link': it prefetches when a visitor reaches for a link, not when it scrolls into view.",
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
    files: ['app/_components/frame/Link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
]

export default config
