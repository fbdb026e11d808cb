// Node resolve hook: tfjs-core's ES-module files import './x' without the '.js'
// that Node requires. Used only to load register_all_gradients.js (the gradient
// registry is global, so it serves the CommonJS tfjs-core that the wasm backend uses).
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (e) {
    if (!specifier.startsWith('.') || !context.parentURL?.includes('/@tensorflow/')) throw e;
    try { return await next(specifier + '.js', context); } catch { return next(specifier + '/index.js', context); }
  }
}
