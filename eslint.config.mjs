import nextPlugin from '@next/eslint-plugin-next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

import { layering } from './eslint.layers.mjs'

const restrictedImports = {
  zod: { name: 'zod', message: "Import z from '@/validation/zod'.", allowTypeImports: true },
  nextLink: { name: 'next/link', message: "Import { Link } from '@/components/ui/Link'." },
}

// Tests, scripts and seed get the same type-checked rules as the site.
const TYPE_CHECKED = [
  'src/**/*.{ts,tsx}',
  'tests/**/*.{ts,tsx}',
  'scripts/**/*.{ts,tsx}',
  'seed/**/*.{ts,tsx}',
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.data/**',
      '.tmp/**',
      'migrations/**',
      'src/payload-types.ts',
      'src/db/schema.ts',
      'src/app/(payload)/**',
      'next-env.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // Schemas take z from src/validation/zod.ts, which turns off zod's eval-based compiler that the
  // Content-Security-Policy refuses in the browser. The site's links prefetch on intent
  // (src/components/ui/Link.tsx); the admin keeps Next's own.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/validation/zod.ts', 'src/components/ui/Link.tsx', 'src/components/admin/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [restrictedImports.zod, restrictedImports.nextLink] },
      ],
    },
  },
  {
    files: ['src/components/ui/Link.tsx', 'src/components/admin/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [restrictedImports.zod] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  { files: ['src/**/*.{ts,tsx}'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // Option cards put their text one element deeper than the default looks.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      // A region that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], ...nextPlugin.configs['core-web-vitals'] },
  ...tseslint.configs.strictTypeChecked.map((config) => ({
    ...config,
    files: TYPE_CHECKED,
  })),
  {
    files: TYPE_CHECKED,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // React ignores what an event handler returns, so an async onSubmit is fine there.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Payload's operation hooks type `operation` as a union with one deprecated member ('read'):
      // reading the property is not using that member.
      '@typescript-eslint/no-deprecated': [
        'error',
        {
          allow: [
            {
              from: 'file',
              name: 'operation',
              path: 'node_modules/payload/dist/index.bundled.d.ts',
            },
          ],
        },
      ],
    },
  },
  ...layering,
  // KNOWN GAP (issue 28): tests/ (and seed/) get the strict type-checked set with these rules off.
  // Counts are the findings on 2026-11-26, after `eslint --fix`; turn a rule back on once its
  // files are fixed. scripts/ has no gap.
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // 75: `x!` on a row the test itself just created or found; if the guess is wrong the test
      // fails at once, which is what a test should do.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // 110 (member-access 50, assignment 40, call 7, return 10, argument 3): `any` from
      // Playwright's response.json(), GraphQL answers and untyped .mjs imports, 37 of them in
      // e2e/portal.e2e.spec.ts; the fix is a typed `readJson<T>()` per response.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // 28: defensive `?.`/`??` on values the generated types call non-null (a global never
      // saved, a relation at depth 0); each needs a look, not a mechanical fix.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // 10: `String(id)` around ids typed string; harmless, and the access matrix is left alone.
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
      // 3: partial stubs (`{} as Payload`, a fake IncomingMessage) stand in for class instances.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      // 2: `readJson<T>(file)` casts parsed JSON on purpose.
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      // 3 + 1 + 1 + 1 + 2 + 1: `${row.email}` from raw SQL rows, `[...text].length` counting
      // code points on purpose, `delete missing[field]` on a case's copy, a `void[]` traffic
      // promise, a response's `write`/`end` kept to wrap them, a relation id in a message.
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-misused-spread': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  // 3: seed.ts checks `home.hero?.heading` on globals that may never have been saved.
  {
    files: ['seed/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unnecessary-condition': 'off' },
  },
)
