import importlib
