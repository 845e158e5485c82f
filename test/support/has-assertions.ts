/**
 * Every jest project runs this after its environment (jest.config.js, setupFilesAfterEnv): a test that makes no
 * `expect` assertion fails ("Expected at least one assertion to be called but received none"), so a loop over an
 * empty table, an early return or setup written as a test cannot pass silently. A test whose check is a throwing
 * call (CDK's Template.hasResourceProperties, cdk-nag's Annotations) states it with `expect(() => …).not.toThrow()`.
 */
beforeEach(() => {
  expect.hasAssertions();
});
