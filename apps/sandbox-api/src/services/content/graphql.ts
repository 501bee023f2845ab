/**
 * The graphql entry the content service imports, so its schema and `graphql-http` share one
 * instance of graphql. `graphql` 16 ships both `index.js` (CommonJS, what Node and
 * `graphql-http` load) and `index.mjs` (the `module` field, what Vite picks for source files
 * under Vitest); a schema built by one copy is rejected by the other ("Cannot use
 * GraphQLSchema from another module or realm"). Naming the CommonJS file keeps every runtime
 * (Node, tsx, Vitest) on the copy `graphql-http` uses.
 */
export { buildSchema, GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql/index.js';
export type { GraphQLSchema, ValueNode } from 'graphql/index.js';
