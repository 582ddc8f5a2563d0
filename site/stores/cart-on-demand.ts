/**
 * What the pages that load the cart on the first Add to cart import dynamically (the service cards, the
 * calculator). A dynamic import hands over the module's namespace as an object; made for this module,
 * it leaves the cart and toast stores plain, so the signed-in pages that import them statically carry
 * neither the namespace objects nor the bundler's helper that builds them.
 */
export { addItemsToCart, addToCart, targetId } from './cart-add';
export { toast } from './toast';
