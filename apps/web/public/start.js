// A classic script that runs before every module: what must be set, or may start, before the
// app's entry script has arrived (on a phone's line that takes more than a second).

// zod probes `new Function` when a schema is first defined unless told not to; under the app's CSP
// (no eval) that probe is reported as a violation. Shared chunks define schemas before main.tsx
// runs, so the setting is made here.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

// The content check (the server's checksums of the language's content parts, spec §4) starts now
// instead of once the entry has run: every start needs it before anything else of the content.
// The language is guessed as the app picks it (the saved setting, else the browser's, else German);
// lib/content-sync.ts takes the answer only when it asks for the same address, else it asks anew.
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
  globalThis.__vitaeEarlyContentCheck = {
    url,
    // Settles with `undefined` when the request fails: the app then asks again itself.
    response: fetch(url, { cache: 'no-store' }).catch(() => undefined),
  };
} catch {
  // No storage (a locked-down browser): the app asks when it starts.
}
