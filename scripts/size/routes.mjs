// The entry routes measured by `npm run size`: how each is opened, what shows it is ready, and its limit (kB gzip).

/** The budget for the pages a member meets first: all JS and CSS of the page, gzipped. */
export const FIRST_LOAD_LIMIT_KB = 250;

/**
 * `ready`: a test id visible once the page shows; `user`: logged in first (through the API) or not.
 * The login and home pages are held to the limit in the default language, in Chinese and in Thai (the largest
 * catalog); the other pages are reported.
 */
export const ROUTES = [
  { route: '/login', locale: 'en', ready: 'login-submit', limitKb: FIRST_LOAD_LIMIT_KB },
  { route: '/login', locale: 'zh-CN', ready: 'login-submit', limitKb: FIRST_LOAD_LIMIT_KB },
  { route: '/login', locale: 'th', ready: 'login-submit', limitKb: FIRST_LOAD_LIMIT_KB },
  { route: '/', locale: 'en', user: 'employee', ready: 'home-greeting', limitKb: FIRST_LOAD_LIMIT_KB },
  { route: '/', locale: 'zh-CN', user: 'employee', ready: 'home-greeting', limitKb: FIRST_LOAD_LIMIT_KB },
  { route: '/', locale: 'th', user: 'employee', ready: 'home-greeting', limitKb: FIRST_LOAD_LIMIT_KB },
  { route: '/train', locale: 'en', user: 'employee', ready: 'train-from' },
  { route: '/travel-requests', locale: 'en', user: 'employee', ready: 'tr-new' },
  { route: '/profile', locale: 'en', user: 'employee', ready: 'self-mobile' },
];

export const DEMO_PASSWORD = 'Passw0rd!';
