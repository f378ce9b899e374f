// Citation.js ships no types: the little the citation tests use of it (parsing a file back
// into CSL-JSON items), typed from its documentation (https://citation.js.org/api/0.7/).
declare module '@citation-js/core' {
  export class Cite {
    constructor(input: unknown, options?: { forceType?: string });
    /** The parsed items, as CSL-JSON. */
    data: unknown[];
  }
  export const plugins: {
    input: {
      /** The input type Citation.js detects, e.g. '@biblatex/text'. */
      type(input: unknown): string;
    };
  };
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
