// zod probes `new Function` when a schema is first defined unless told not to; under the app's CSP
// (no eval) that probe is reported as a violation. Shared chunks define schemas before main.tsx
// runs, so the setting is made here, a classic script that runs before every module.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
