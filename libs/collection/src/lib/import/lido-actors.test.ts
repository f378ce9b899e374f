import { describe, expect, it } from 'vitest';
import { splitName } from './lido-actors';

describe('splitName', () => {
  it.each([
    ['Edelfelt, Albert', 'Albert', 'Edelfelt'], // LIDO's inverted form
    ['Christoffer Wilhelm Eckersberg', 'Christoffer Wilhelm', 'Eckersberg'],
    ['Cornelis van der Meulen', 'Cornelis', 'van der Meulen'],
    ['Pieter Danckerts de Rij', 'Pieter Danckerts', 'de Rij'],
    ['Rembrandt', null, 'Rembrandt'], // one word: a family name, as groups are written
    ['Anna  de', 'Anna', 'de'], // a particle as the last word is the family name itself
  ])('%s', (name, firstName, familyName) => {
    expect(splitName(name)).toEqual({ firstName, familyName });
  });
});
