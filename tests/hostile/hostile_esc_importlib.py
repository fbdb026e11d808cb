# importlib exists (import_module is __import__ by name), but it reaches only
# what `import` reaches: os is the sandboxed one, subprocess stays missing.
import importlib
os = importlib.import_module("os")
try:
    os.popen('echo pwned')
except PermissionError as e:
    print(e)
importlib.import_module("subprocess")
