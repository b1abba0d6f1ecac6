export const SHOP_NAME = 'GymFuel';

/** A page's document title, e.g. 'Cart | GymFuel'. Home is plain 'GymFuel'. */
export const pageTitle = (pageName: string) => `${pageName} | ${SHOP_NAME}`;

/**
 * What a route of the registry carries in its `handle`. Without a title the page names itself
 * with usePageTitle (a product by its own title).
 */
export interface RouteHandle {
  title?: string;
}
