// For tests only, and not in the published package: the IIIF Presentation 3.0 checks the
// manifests' tests run.
export { presentationProblems } from './lib/iiif-presentation-problems.js';
