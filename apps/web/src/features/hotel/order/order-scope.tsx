import { createContext, useContext, type ReactNode } from 'react';
import type { BackOfficeScope } from '../../../lib/api-client';

const OrderScopeContext = createContext<BackOfficeScope | null>(null);

/** The order's pages read and act through the bg twins when the back office opens them for a member (null: the member's own). */
export function OrderScopeProvider(props: { scope: BackOfficeScope; children: ReactNode }) {
  return <OrderScopeContext.Provider value={props.scope}>{props.children}</OrderScopeContext.Provider>;
}

/** Whom the order's calls act for: the back office's member, or null for the logged-in member's own order. */
export function useOrderScope(): BackOfficeScope | null {
  return useContext(OrderScopeContext);
}
