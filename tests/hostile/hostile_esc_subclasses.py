names = sorted(c.__name__ for c in object.__subclasses__()) if hasattr(object, '__subclasses__') else []
bad = [n for n in names if n in ('Popen', 'FileIO', 'BufferedReader', 'catch_warnings')]
print(bad)
