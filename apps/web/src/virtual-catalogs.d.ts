/** The catalog parts apps/web/catalog-parts.ts serves: `catalogLoaders['<locale>/<namespace>/<first|rest>']`. */
declare module 'virtual:catalogs' {
  export const catalogLoaders: Record<string, () => Promise<Record<string, unknown>>>;
}
