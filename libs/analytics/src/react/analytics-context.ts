import { createContext } from 'react';
import type { AnalyticsCalls } from './lazy-analytics';

/** The analytics calls of the nearest `AnalyticsProvider`, or null outside one. */
export const AnalyticsContext = createContext<AnalyticsCalls | null>(null);
