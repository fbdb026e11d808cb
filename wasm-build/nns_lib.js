// nns_lib.js — JavaScript functions imported by the WASM module.
mergeInto(LibraryManager.library, {
  nns_host_write: function (stream, ptr, len) {
    Module['onWrite'](stream, HEAPU8.subarray(ptr, ptr + len));
  },
  // A library module kept outside the WASM module (engine.mjs libSource:
  // UTF-8 bytes or null), asked for once by length, then copied.
  nns_host_lib_len: function (name) {
    var b = Module['libSource'](UTF8ToString(name));
    return b ? b.length : -1;
  },
  nns_host_lib_copy: function (name, buf) {
    HEAPU8.set(Module['libSource'](UTF8ToString(name)), buf);
  },
});
