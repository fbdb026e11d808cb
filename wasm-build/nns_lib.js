// nns_lib.js — JavaScript functions imported by the WASM module.
mergeInto(LibraryManager.library, {
  nns_host_write: function (stream, ptr, len) {
    Module['onWrite'](stream, HEAPU8.subarray(ptr, ptr + len));
  },
});
