// Public API of @storefront/analytics/guard: the rules that keep passwords, tokens and card
// data out of analytics, on their own. The `.` entry exports the same functions; this entry
// exists for code that must not load the client (the sandbox's sink refuses payloads with
// exactly these rules). It references no DOM type, so Node-only TypeScript projects (no `DOM`
// lib) can import it. Every name is listed on purpose and guard.test.ts fails when the list
// changes.

export {
  describeSensitiveFinding,
  findSensitiveData,
  isSensitiveKey,
  looksLikeCardNumber,
  stripSensitiveData,
  type SensitiveFinding,
  type SensitiveReason,
  type StrippedData,
} from './lib/sensitive-data';
