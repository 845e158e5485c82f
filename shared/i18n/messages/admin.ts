import { defineMessages } from '../core';

/** Namespace "admin". */
export default defineMessages({
  en: { admin: {} },
  es: { admin: {} },
});
