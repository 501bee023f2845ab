// The one part of jsdom the server uses (a window for the CMS HTML sanitiser). Declared here
// rather than through @types/jsdom, whose DOM types clash with Node's fetch types in the
// sandbox's type check.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: object;
  }
}
