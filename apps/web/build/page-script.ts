import type { Plugin, Rolldown } from 'vite';

/**
 * A Vite plugin that writes a classic script made from this build as a hashed asset (`<name>-<hash>.js`)
 * and loads it from `index.html` (the Content-Security-Policy allows no inline script). `source`
 * gets the finished bundle and the base path; `place` puts the script's address into the page.
 * Runs after Vite wrote index.html into the bundle, and before the service worker lists the files.
 */
export function pageScript(options: {
  name: string;
  source: (bundle: Rolldown.OutputBundle, base: string) => string;
  place: (html: string, src: string) => string;
}): Plugin {
  let base = '/';
  return {
    name: `vitae-${options.name}`,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') throw new Error(`${options.name}: index.html is not in the bundle`);
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: `${options.name}.js`, source: options.source(bundle, base) }));
      html.source = options.place(html.source, `${base}${fileName}`);
    },
  };
}
