import '@testing-library/jest-dom';

// Cloudscape's console renders slowly in jsdom (1–3 s a test on an idle 2-core machine, 5–30 s on a loaded one); tests
// wait on the DOM, never on time, so a longer ceiling only stops a busy machine failing them. (Jest 29 ignores
// testTimeout in a project's config, hence here.)
jest.setTimeout(30_000);
