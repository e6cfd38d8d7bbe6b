import nextPlugin from '@next/eslint-plugin-next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

import { layering } from './eslint.layers.mjs'

const restrictedImports = {
  zod: {
    name: 'zod',
    message: "import * as z from '@/validation/zod'.",
    allowTypeImports: true,
  },
  nextLink: { name: 'next/link', message: "Import { Link } from '@/components/ui/Link'." },
  unstableCache: {
    name: 'next/cache',
    importNames: ['unstable_cache'],
    message:
      "cachedRead from '@/data/cachedRead': a read kept with no backstop outlives the database it came from.",
  },
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
  // (src/components/ui/Link.tsx); the admin keeps Next's own. Cached reads have one backstop
  // (src/data/cachedRead.ts).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/validation/zod.ts',
      'src/components/ui/Link.tsx',
      'src/components/admin/**',
      'src/data/cachedRead.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            restrictedImports.zod,
            restrictedImports.nextLink,
            restrictedImports.unstableCache,
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/ui/Link.tsx', 'src/components/admin/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [restrictedImports.zod] }],
    },
  },
  // Zod's own `z` binding keeps all of zod in the browser's chunks, its locales too
  // (src/validation/zod.ts); the namespace import keeps what the schemas use.
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind='value'][source.value=/^(@\\/validation|\\.)\\/zod$/] > ImportSpecifier[imported.name='z']",
          message: "import * as z from '@/validation/zod': the z binding keeps all of zod.",
        },
      ],
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
)
