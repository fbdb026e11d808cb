print(type([]), type(()), type({}), type(set()), type(frozenset()), type(range(1)), type(slice(1)))
print(list.__name__, tuple.__name__, dict.__name__, isinstance([], list), isinstance((), tuple))
print(isinstance({}, dict), issubclass(bool, int), type({}.keys()))
