# importlib exists (import_module is __import__ by name), but it reaches only
# what `import` reaches: a module outside the sandbox stays missing.
import importlib
importlib.import_module("os")
