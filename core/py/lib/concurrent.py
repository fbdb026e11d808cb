"""concurrent for nnscope: the package of concurrent.futures."""
