// What a project had to write before platform-embed/element/jsx to use the element in TSX at all:
// an element of any props. The mistakes project compiles with it and no error.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'platform-embed': Record<string, unknown>;
    }
  }
}

export {};
