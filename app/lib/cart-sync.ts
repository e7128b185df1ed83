import { useEffect } from "react";
import type { StoredCartLine } from "#domain/cart.ts";
import { clearCart } from "./cart.ts";
import type * as CartSyncEngine from "./cart-sync-engine.ts";

/**
 * The cart that follows the customer (docs/product/orders.md#server-cart). The device keeps its
 * cart in localStorage as before; while a customer is signed in it is a copy of their cart on the
 * server, brought together with it when a page starts (or comes back into view) and sent after
 * each change. `cart-sync` in localStorage says whose copy it is and what the device and the
 * server last agreed on, so a change made on only one side is known as such (domain/cart.ts).
 * Only a signed-in customer's pages load the work of keeping it in step (./cart-sync-engine.ts):
 * visitors, who most pages are for, never run it.
 */

const SYNC_KEY = "cart-sync";

export interface SyncState {
  /** The customer whose server cart the device's cart is a copy of. */
  owner: string;
  /** The lines the device and the server last agreed on. */
  base: StoredCartLine[];
}

export function readSync(): SyncState | null {
  try {
    const state = JSON.parse(localStorage.getItem(SYNC_KEY) ?? "null") as SyncState | null;
    return state && typeof state.owner === "string" && Array.isArray(state.base) ? state : null;
  } catch {
    return null;
  }
}

export function writeSync(state: SyncState | null) {
  try {
    if (state) localStorage.setItem(SYNC_KEY, JSON.stringify(state));
    else localStorage.removeItem(SYNC_KEY);
  } catch {
    // Storage refused: the next start finds no agreement and merges, which loses nothing.
  }
}

/** The engine, once a signed-in customer's page has loaded it. */
let engine: typeof CartSyncEngine | undefined;

/**
 * On signing out (the header's button, /logout): the device's cart is emptied without telling
 * the server, where the cart waits for the customer's next sign-in, and a change not yet sent
 * goes first. The next person on the device finds no cart.
 */
export function leaveCart() {
  engine?.stopSyncing();
  writeSync(null);
  clearCart();
}

/**
 * Keeps the device's cart in step with the signed-in customer's (`userId`, null for a visitor).
 * A visitor's device holding a signed-in customer's copy means that session ended elsewhere
 * (expired, or signed out on another tab): the copy goes, the cart stays on the server.
 */
export function useCartSync(userId: string | null) {
  useEffect(() => {
    if (!userId) {
      if (readSync()) leaveCart();
      return;
    }
    let stop: (() => void) | undefined;
    let left = false;
    void import("./cart-sync-engine.ts").then((loaded) => {
      engine = loaded;
      if (!left) stop = loaded.keepInStep(userId);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [userId]);
}
