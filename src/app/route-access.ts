import { createContext } from 'react';

/** Whether the user may open the current app page (set by AppFrame from the route's acl). */
export const RouteAccessContext = createContext<boolean>(true);
