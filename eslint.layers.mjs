import boundaries from 'eslint-plugin-boundaries'

/**
 * The layers of src/, top to bottom. A layer imports only from the layers below it (and from
 * itself); a feature imports only the features listed for it. README.md "Where things live"
 * describes each folder. seed/ and tests/ are outside src/, so nothing in src/ may import them.
 */
const ELEMENTS = [
  { type: 'app', pattern: 'src/app' },
  { type: 'server', pattern: ['src/server', 'src/cache'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'payload', pattern: ['src/collections', 'src/globals', 'src/plugins', 'src/jobs'] },
  { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
  { type: 'data', pattern: 'src/data' },
  { type: 'services', pattern: 'src/services' },
  { type: 'emails', pattern: 'src/emails' },
  { type: 'db', pattern: 'src/db' },
  { type: 'fields', pattern: 'src/fields' },
  { type: 'access', pattern: 'src/access' },
  { type: 'utilities', pattern: 'src/utilities' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'env', pattern: 'src/env' },
  { type: 'validation', pattern: 'src/validation' },
  { type: 'seed', pattern: 'seed' },
  { type: 'tests', pattern: 'tests' },
]

/** The bottom of the stack, which every layer but `server` may import. */
const FOUNDATION = ['utilities', 'lib', 'env', 'validation']

/** Which layers each layer may import, besides itself. */
const BELOW = {
  app: [
    'server',
    'components',
    'payload',
    'feature',
    'data',
    'services',
    'emails',
    'db',
    'fields',
    'access',
    ...FOUNDATION,
  ],
  server: ['db', 'lib', 'env'],
  components: ['payload', 'feature', 'data', 'services', 'fields', 'access', ...FOUNDATION],
  payload: ['feature', 'data', 'services', 'emails', 'db', 'fields', 'access', ...FOUNDATION],
  feature: ['data', 'services', 'emails', 'db', 'fields', 'access', ...FOUNDATION],
  data: ['services', 'emails', 'db', 'access', ...FOUNDATION],
  services: ['emails', 'db', ...FOUNDATION],
  emails: FOUNDATION,
  db: ['emails', ...FOUNDATION],
  fields: ['access', ...FOUNDATION],
  access: FOUNDATION,
  utilities: ['lib', 'env', 'validation'],
  lib: ['env', 'validation'],
  env: ['validation'],
  validation: [],
}

/** Features that build on other features; none may reach back up this list. */
const FEATURE_USES = {
  portal: ['accounts'],
  leads: ['accounts'],
  accounts: [],
  content: [],
  backup: [],
}

const layerPolicies = Object.entries(BELOW).map(([from, to]) => ({
  from: { element: { type: from } },
  allow: { to: { element: { type: `{${[from, ...to].join(',')}}` } } },
}))

export const layering = [
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/include': ['src/**/*', 'seed/**/*', 'tests/**/*', 'payload.config.ts'],
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...layerPolicies,
            ...Object.entries(FEATURE_USES).map(([name, uses]) => ({
              from: { element: { type: 'feature', captured: { name } } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { name: `!{${[name, ...uses].join(',')}}` },
                  },
                },
              },
            })),
          ],
        },
      ],
    },
  },
]
