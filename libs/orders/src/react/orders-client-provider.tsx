import { createContext, useContext, type ReactNode } from 'react';
import type { OrdersClient } from '../lib/api/orders-client';

const OrdersClientContext = createContext<OrdersClient | null>(null);

/**
 * Props of {@link OrdersClientProvider}.
 *
 * @example
 * const props: OrdersClientProviderProps = { client, children: <OrderHistory customerId="cus_1" /> };
 */
export interface OrdersClientProviderProps {
  /** The client made by `createOrdersClient`; create it once, outside render. */
  client: OrdersClient;
  children: ReactNode;
}

/**
 * Provides the orders client to the orders hooks and components. They also need TanStack
 * Query's `QueryClientProvider` above them.
 *
 * @example
 * <QueryClientProvider client={queryClient}>
 *   <OrdersClientProvider client={ordersClient}>
 *     <OrderHistory customerId={customerId} page={1} onPageChange={setPage} />
 *   </OrdersClientProvider>
 * </QueryClientProvider>
 */
export function OrdersClientProvider({ client, children }: OrdersClientProviderProps) {
  return <OrdersClientContext.Provider value={client}>{children}</OrdersClientContext.Provider>;
}

/**
 * The orders client of the nearest {@link OrdersClientProvider}. Throws outside one.
 *
 * @example
 * const client = useOrdersClient();
 */
export function useOrdersClient(): OrdersClient {
  const client = useContext(OrdersClientContext);
  if (!client) throw new Error('useOrdersClient must be used within OrdersClientProvider');
  return client;
}
