import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Cloudscape's console renders slowly in jsdom (1–3 s a test on an idle 2-core machine, 5–30 s on a loaded one); tests
// wait on the DOM, never on time, so a longer ceiling only stops a busy machine failing them. (Jest 29 ignores
// testTimeout in a project's config, hence here.)
jest.setTimeout(30_000);
// The same for Testing Library's findBy*/waitFor (1 s by default): a ceiling on waiting for the DOM, which a loaded
// machine's Cloudscape render or a lazily loaded chunk (transformed on first require) can outlast.
configure({ asyncUtilTimeout: 10_000 });
