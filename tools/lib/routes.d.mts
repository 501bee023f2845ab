// Types of tools/lib/routes.mjs for the TypeScript that imports it (tools/vite/brand-app.ts).

/** A route as the route files define it; `module` is the page module its `lazy()` imports. */
export interface RouteDefinition {
  name: string;
  id: string;
  path: string;
  group: string;
  module: string | null;
}

export const ROOT: string;
export const BRANDS: readonly string[];
export function routeDefinitions(): Map<string, RouteDefinition>;
export function brandRoutes(
  brand: string,
  definitions?: Map<string, RouteDefinition>,
): RouteDefinition[] | null;
export function manifestKey(brand: string, module: string): string;
export function fromRoot(file: string, root?: string): string;
export function serverRenderedRouteIds(): Set<string>;
