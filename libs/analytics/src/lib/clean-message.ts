import type { AnalyticsErrorCode, AnalyticsErrorDetails } from './analytics-error';
import type { AnalyticsMessage } from './analytics-messages';
import { describeSensitiveFinding, stripSensitiveData } from './sensitive-data';

/**
 * How the client's parts tell `onError` what went wrong (never by throwing).
 *
 * @example
 * const report: AnalyticsReport = (reason, message) => console.warn(reason, message);
 */
export type AnalyticsReport = (
  reason: AnalyticsErrorCode,
  message: string,
  details?: AnalyticsErrorDetails,
) => void;

/** Deep JSON copy: drops functions and `undefined`, turns bigints into strings. */
function toJson(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? item.toString() : item,
    ) ?? 'null',
  );
}

/**
 * The message as it may be sent: a JSON copy without passwords, tokens and card data (the
 * sensitive-data guard; what it left out is reported as `SensitiveDataRemoved`). Undefined,
 * reported as `InvalidEvent`, when it cannot be sent at all (not JSON, or the guard had to
 * remove the anonymous id).
 *
 * @example
 * const sendable = cleanMessage(message, report);
 * if (sendable) queue.add(sendable);
 */
export function cleanMessage(
  message: AnalyticsMessage,
  report: AnalyticsReport,
): AnalyticsMessage | undefined {
  let json: unknown;
  try {
    json = toJson(message);
  } catch (error) {
    report('InvalidEvent', `The ${message.type} event is not JSON`, { cause: error });
    return undefined;
  }
  const { value, removed } = stripSensitiveData(json);
  if (removed.length > 0) {
    report(
      'SensitiveDataRemoved',
      `Left out before sending: ${removed.map(describeSensitiveFinding).join('; ')}`,
      { paths: removed.map((finding) => finding.path) },
    );
  }
  const cleaned = value as AnalyticsMessage;
  if (typeof cleaned.anonymousId !== 'string') {
    report('InvalidEvent', 'The anonymous id was not fit to send', { paths: ['anonymousId'] });
    return undefined;
  }
  return cleaned;
}
