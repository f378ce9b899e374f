// For tests of code that uses the collection (not part of the production entry): complete,
// valid records and images.
export { makeImage, makeRecord } from './lib/testing/record-factory';
