/** A layer of src/: its name, and the path prefixes (relative to src/, with '/') it holds. */
export interface Layer {
  name: string;
  prefixes: string[];
}
/** The layers, lowest first. */
export declare const LAYERS: Layer[];
/** The layer index of a module, by its path relative to src/; throws for a path in no layer. */
export declare function layerOf(path: string): number;
/** The import graph of src/: module → the modules it imports (relative to src/, with '/'). */
export declare function importGraph(): Map<string, string[]>;
/** Imports from a module to a higher layer, as "from → to (layer → layer)". */
export declare function upwardImports(graph: Map<string, string[]>): string[];
/** The circles of the graph, each as its modules, sorted. */
export declare function circles(graph: Map<string, string[]>): string[][];
