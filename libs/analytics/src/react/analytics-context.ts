import { createContext } from 'react';
import type { Analytics } from '../lib/create-analytics';

/** The analytics client of the nearest `AnalyticsProvider`, or null outside one. */
export const AnalyticsContext = createContext<Analytics | null>(null);
