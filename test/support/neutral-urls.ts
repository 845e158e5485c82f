/**
 * Words no URL of the domestic-violence questionnaire may carry (issue 17, D-3): in the address bar, the history,
 * links, Stripe's return URLs. The tests of the slug table, the web's links and the Stripe provider share it.
 */
export const BANNED_IN_URLS = /domestic|violence|restrain|abuse|protect|dv-?1/i;
