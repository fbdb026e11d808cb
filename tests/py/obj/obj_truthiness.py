class Empty:
    pass


class Zero:
    def __bool__(self):
        return False


vals = [None, 0, 0.0, "", [], {}, (), set(), 1, "a", [0], Empty(), Zero(), range(0), range(2)]
print([bool(v) for v in vals])
print([type(v).__name__ for v in vals if not v])
print(Zero() or "fallback", Empty() and "second", not Zero(), Zero() is not None)
n = 0
if not Zero():
    n += 1
while Zero():
    n += 100
print(n, all([Empty(), 1]), any([Zero(), 0]))
