import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the built font file whose source is named `source`
 * (e.g. the Latin subset of Inter), so the browser fetches it with the page instead of after the
 * stylesheet that names it has been parsed and the first text laid out.
 */
export function preloadFont(source: string): Plugin {
  let base = '/';
  return {
    name: 'portal-preload-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find(
          (file) => file.type === 'asset' && file.names.some((name) => name === source),
        );
        if (!asset) throw new Error(`preloadFont: no built asset from ${source}`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: base + asset.fileName,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
