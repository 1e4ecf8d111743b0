import { useEffect, useSyncExternalStore } from "react";
import type { Resource, ResourceState } from "../client/resource.js";

/** A shared resource's state, read on first use. */
export function useResource<T>(resource: Resource<T>): ResourceState<T> {
  const state = useSyncExternalStore(resource.subscribe, resource.getState, resource.getState);
  useEffect(() => resource.ensure(), [resource]);
  return state;
}
