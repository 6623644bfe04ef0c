// The pages bench:web measures against the floor. A page a later issue adds goes here too.
export const BENCH_PAGES = ['/', '/esim-list', '/france-mobile-esim-plans', '/sign-in', '/faq'];
