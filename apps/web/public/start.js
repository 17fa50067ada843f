// Runs before every module (why: lib/content-sync.ts, `earlyAnswer`). Served as written: keep it short.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
try {
  let language = 'de-DE';
  for (const candidate of [localStorage.getItem('settings:language'), ...navigator.languages]) {
    const primary = candidate ? candidate.split(/[-_]/)[0].toLowerCase() : '';
    if (primary === 'de' || primary === 'en') {
      language = primary === 'en' ? 'en-US' : 'de-DE';
      break;
    }
  }
  const url = (localStorage.getItem('settings:vitaeNet') || location.origin + '/api') + '/data/' + language + '/parts';
  globalThis.__vitaeEarlyContentCheck = { url, response: fetch(url, { cache: 'no-store' }).catch(() => undefined) };
} catch {
  // no storage: the app asks once it runs
}
