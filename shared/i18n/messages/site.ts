import { defineMessages } from '../core';

/** Namespace "site". */
export default defineMessages({
  en: { site: {} },
  es: { site: {} },
});
