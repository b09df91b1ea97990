import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import layers from '../../eslint/layer-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const rule = layers.rules.boundaries;
const options = [
  { disallow: ['lib/dev/', 'scripts/dev/'], message: 'dev loop' },
  { clientOnly: true, node: true, disallow: ['lib/pipeline/', 'lib/runtime/'], message: 'client' },
];
const root = process.cwd();

tester.run('layers/boundaries', rule, {
  valid: [
    { filename: `${root}/components/card.tsx`, code: "import { docHref } from '@/lib/model/routes';", options },
    { filename: `${root}/components/page.tsx`, code: "import { getAllPages } from '@/lib/runtime/docs';", options },
    { filename: `${root}/components/button.tsx`, code: "'use client';\nimport { useState } from 'react';", options },
    { filename: `${root}/lib/runtime/docs.ts`, code: "import { readFileSync } from 'node:fs';", options },
  ],
  invalid: [
    {
      filename: `${root}/lib/runtime/docs.ts`,
      code: "import { DEV } from '../dev/dev-status';",
      options,
      errors: [{ message: '../dev/dev-status: dev loop' }],
    },
    { filename: `${root}/app/page.tsx`, code: "import { x } from '@/scripts/dev/dev';", options, errors: 1 },
    {
      filename: `${root}/components/box.tsx`,
      code: "'use client';\nimport { checkContent } from '@/lib/pipeline/checks/content-check';",
      options,
      errors: [{ message: '@/lib/pipeline/checks/content-check: client' }],
    },
    {
      filename: `${root}/components/box.tsx`,
      code: "'use client';\nimport { readFileSync } from 'node:fs';\nconst m = import('../lib/runtime/docs');",
      options,
      errors: 2,
    },
  ],
});
