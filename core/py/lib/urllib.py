"""urllib for nnscope: the package of urllib.parse (no network, so no urllib.request)."""
