// The package ships JavaScript only; this is the part the local content search uses.
declare module 'snowball-stemmers' {
  const snowball: {
    newStemmer(algorithm: string): { stem(word: string): string };
    algorithms(): string[];
  };
  export default snowball;
}
