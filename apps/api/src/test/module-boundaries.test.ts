// The lint rules of docs/decisions/134-module-public-entries.md refuse what they should (and only that).
import { RuleTester } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import local from '../../../../scripts/eslint/module-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const file = (path: string) => `${ROOT}${path}`;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } });

tester.run('local/api-module-boundaries', local.rules['api-module-boundaries'], {
  valid: [
    { filename: file('apps/api/src/modules/reviews/reviews.service.ts'), code: "import { em } from '../events';" },
    { filename: file('apps/api/src/modules/events/events.service.ts'), code: "import { em } from './events.messages';" },
    { filename: file('apps/api/src/modules/reviews/reviews.test.ts'), code: "import { publishEvent } from '../events/testing';" },
    { filename: file('apps/api/src/test/contract/fixtures.ts'), code: "import { albumOf } from '../../modules/providers/testing';" },
    { filename: file('apps/api/src/modules/reviews/reviews.service.ts'), code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: file('apps/api/src/modules/reviews/reviews.service.ts'),
      code: "import { findEventRow } from '../events/events.repository';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: file('apps/api/src/modules/reviews/reviews.service.ts'),
      code: "export { em } from './../events/events.messages';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: file('apps/api/src/plugins/auth.ts'),
      code: "const m = await import('../modules/auth/access-token');",
      errors: [{ messageId: 'internal' }],
    },
    {
      // Test support is for test code only.
      filename: file('apps/api/src/modules/reviews/reviews.service.ts'),
      code: "import { publishEvent } from '../events/testing';",
      errors: [{ messageId: 'internal' }],
    },
  ],
});

tester.run('local/web-not-api', local.rules['web-not-api'], {
  valid: [
    { filename: file('apps/web/e2e/media.spec.ts'), code: "import { test } from '@playwright/test';" },
    { filename: file('apps/web/src/main.tsx'), code: "import { MESSAGES } from '@eventos/domain';" },
  ],
  invalid: [
    {
      filename: file('apps/web/e2e/support/fake.mjs'),
      code: "import { startFakeYouTube } from '../../../api/src/modules/video-metadata/testing/fake-youtube-server.ts';",
      errors: [{ messageId: 'api' }],
    },
    { filename: file('apps/web/src/main.tsx'), code: "import type { Config } from '@eventos/api/src/config';", errors: [{ messageId: 'api' }] },
    { filename: file('apps/web/playwright.config.ts'), code: "const x = require('../api/src/app');", errors: [{ messageId: 'api' }] },
  ],
});
