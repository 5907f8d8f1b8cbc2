// Server-side PDFs: one module for every document (see document.ts for the library and why).
export * from './blocks';
export * from './document';
export * from './text';
