for obj in [[], [0], (), (None,), {}, {'a': 0}, set(), {0}, range(0), range(1), frozenset()]:
    print(type(obj).__name__, len(obj), bool(obj))
