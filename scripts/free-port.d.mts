/** A port of 127.0.0.1 that nothing listened on a moment ago. */
export declare function freePort(): Promise<number>;
